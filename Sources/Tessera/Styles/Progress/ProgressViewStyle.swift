/// How every progress view in a subtree looks: a bar, a spinner, a percentage, or your own.
public protocol ProgressViewStyle {
    /// The view a progress view becomes in this style.
    associatedtype Body: View
    /// What the style is given: the fraction done and the label.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view for one progress view, from its fraction (`nil` while indeterminate) and label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style knows about the progress it draws.
public struct ProgressViewStyleConfiguration {
    /// How much is done, from 0 to 1; `nil` when the amount is unknown (indeterminate).
    public let fractionCompleted: Double?
    /// The label, when the progress view has one.
    public let label: StyleLabel?
    /// The label's text, when it was made from a string.
    public let title: String?
}

/// Shows how much of a task is done, or that something is under way when the amount is unknown.
///
/// ```swift
/// ProgressView(value: 0.4)
/// ProgressView("Syncing", value: nil)      // indeterminate: a spinner
/// ```
public struct ProgressView<Label: View>: View {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let title: String?
}

extension ProgressView where Label == EmptyView {
    /// Progress of `value` out of `total`; `nil` for indeterminate.
    public init(value: Double?, total: Double = 1) {
        fraction = ProgressView.fraction(value, total)
        label = nil
        title = nil
    }

    /// An indeterminate progress view.
    public init() {
        self.init(value: nil)
    }
}

extension ProgressView where Label == Text {
    /// Progress with a text label.
    public init(_ title: String, value: Double?, total: Double = 1) {
        fraction = ProgressView.fraction(value, total)
        label = Text(title)
        self.title = title
    }
}

extension ProgressView {
    /// Progress with any label.
    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        fraction = ProgressView.fraction(value, total)
        self.label = label()
        title = nil
    }

    /// `value / total` clamped to 0…1; nil (indeterminate) for no value or a meaningless total.
    static func fraction(_ value: Double?, _ total: Double) -> Double? {
        guard let value, value.isFinite, total.isFinite, total > 0 else { return nil }
        return min(1, max(0, value / total))
    }
}

extension ProgressView: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { StyleLabel($0) }, title: title)
        context.environment.progressViewStyle.append(configuration, context, &nodes)
    }
}

/// The unadorned progress view: `[#####.....]  40%`, or a turning bar when indeterminate. The
/// environment's default when no theme provider installed one.
public struct PlainProgressViewStyle: ProgressViewStyle, CustomStringConvertible {
    /// The plain style.
    public init() {}

    /// The label, then the bar and the percentage, or a turning bar when indeterminate.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            if let label = configuration.label { label }
            if let fraction = configuration.fractionCompleted {
                let filled = Int(fraction * 10)
                Text("[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 10 - filled) + "]")
                Text("\(Int(fraction * 100))%")
            } else {
                TimelineView(interval: 120) { tick in Text(["|", "/", "-", "\\"][tick % 4]) }
            }
        }
    }

    public var description: String { ".plain" }
}

extension ProgressViewStyle where Self == PlainProgressViewStyle {
    /// The unadorned progress view: `[#####.....]  40%`.
    public static var plain: PlainProgressViewStyle { PlainProgressViewStyle() }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: StyleSlot<ProgressViewStyleConfiguration> {
        ProgressViewStyleKind.slot(of: PlainProgressViewStyle())
    }
}

/// ProgressView styles as the environment keeps them.
@usableFromInline
enum ProgressViewStyleKind<Style: ProgressViewStyle>: StyleKind {
    @usableFromInline static func install(_ slot: StyleSlot<ProgressViewStyleConfiguration>, in environment: inout EnvironmentValues) {
        environment.progressViewStyle = slot
    }
    @usableFromInline static func slot(of style: Style) -> StyleSlot<ProgressViewStyleConfiguration> {
        StyleSlot(style) { $0.makeBody(configuration: $1) }
    }
}

extension EnvironmentValues {
    var progressViewStyle: StyleSlot<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleKey.self] }
        set { set(ProgressViewStyleKey.self, newValue, fingerprint: newValue.fingerprint) }
    }

    /// How the progress view style in effect was written.
    public var progressViewStyleDescription: String { progressViewStyle.description }
}

extension View {
    /// Sets the style of every progress view inside that does not set its own.
    public consuming func progressViewStyle<Style: ProgressViewStyle>(_ style: Style) -> some View {
        modifier(EnvironmentModifier(StyleWrite<ProgressViewStyleKind<Style>>(style: style, modifierName: ".progressViewStyle")))
    }
}
