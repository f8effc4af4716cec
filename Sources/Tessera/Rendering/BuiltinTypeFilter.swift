/// Whether a type can be one of Tessera's built-in views or modifiers, told without a conformance
/// search (dynamic properties are told by their type descriptors, ``DynamicPropertyLayout``).
///
/// The first failed `as? any PrimitiveView.Type` for a type searches every protocol conformance
/// in the process, which at start-up, once per view type, was the largest single cost of the
/// first frame. Built-in views and modifiers draw themselves, so their `Body` is `Never`: a type
/// with a body of its own is answered without the search.
enum BuiltinTypeFilter {
    static func mayBeBuiltinView<V: View>(_ type: V.Type) -> Bool { V.Body.self == Never.self }

    static func mayBeBuiltinModifier<M: ViewModifier>(_ type: M.Type) -> Bool { M.Body.self == Never.self }
}
