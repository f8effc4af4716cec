/// The element that has keyboard focus, as an inspector sees it: its label and the environment
/// it was resolved in, where every value can say where it came from (`source(of:)`).
public struct FocusedElement {
    /// The element's accessibility label.
    public let label: String?
    /// What kind of element it is: which of the environment's styles drew it.
    package let kind: ControlKind
    /// The environment the element was drawn with.
    public let environment: EnvironmentValues
    /// Where the element is on screen.
    public let frame: Rect
    /// Whether the element is inside a modal (an alert, a sheet): Esc closes it, and keys go nowhere else.
    public let isInModal: Bool
}

/// Calls an observer after every frame with the focused element inside the content.
struct FocusObserverModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let observer: (FocusedElement?) -> Void

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.addFocusObserver(observer)
        context.graph.append(content, context, into: &nodes)
    }
}

/// Asks the presenter to show the frame at a lower colour depth than the terminal can (never a
/// higher one), e.g. to preview how an app looks in 16 colours.
struct PresentedDepthModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let depth: ColorDepth

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.requestColorDepth(depth)
        context.graph.append(content, context.settingEnvironment(".presentedColorDepth(.\(depth))") {
            $0.colorDepth = min($0.colorDepth, depth)
        }, into: &nodes)
    }
}

extension View {
    /// Calls `observer` after every frame with the element that has focus (or `nil`), for
    /// inspectors and status lines. Change state in it only when the value you derive changes.
    public func onFocusedElement(_ observer: @escaping (FocusedElement?) -> Void) -> some View {
        modifier(FocusObserverModifier(observer: observer))
    }

    /// Shows this view at `depth` colours (or fewer, when the terminal has fewer): colours are
    /// degraded as a terminal of that depth would, and components see it as `colorDepth`.
    public func presentedColorDepth(_ depth: ColorDepth) -> some View {
        modifier(PresentedDepthModifier(depth: depth))
    }
}
