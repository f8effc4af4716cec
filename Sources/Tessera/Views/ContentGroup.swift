/// Something that reads a builder's content view by view (a picker's tags, a list's rows).
protocol ContentVisitor {
    mutating func visit<V: View>(_ view: V)
}

/// Views that only group others — tuples, groups, `if`s, optionals: a ``ContentVisitor`` walks
/// through them to the views inside.
protocol ContentGroup {
    func visitChildren<Visitor: ContentVisitor>(_ visitor: inout Visitor)
}

extension TupleView: ContentGroup {
    func visitChildren<Visitor: ContentVisitor>(_ visitor: inout Visitor) {
        for child in repeat each content { visitor.visit(child) }
    }
}

extension Group: ContentGroup {
    func visitChildren<Visitor: ContentVisitor>(_ visitor: inout Visitor) { visitor.visit(content) }
}

extension ConditionalContent: ContentGroup {
    func visitChildren<Visitor: ContentVisitor>(_ visitor: inout Visitor) {
        switch storage {
        case .first(let view): visitor.visit(view)
        case .second(let view): visitor.visit(view)
        }
    }
}

extension Optional: ContentGroup where Wrapped: View {
    func visitChildren<Visitor: ContentVisitor>(_ visitor: inout Visitor) {
        if let view = self { visitor.visit(view) }
    }
}

extension EmptyView: ContentGroup {
    func visitChildren<Visitor: ContentVisitor>(_ visitor: inout Visitor) {}
}
