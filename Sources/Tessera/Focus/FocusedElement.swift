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

extension FocusedElement {
    /// What tells one focused element from another for its observers: the element, its label and
    /// kind, its environment's fingerprint (equal fingerprints, equal values), its frame and
    /// whether it is in a modal.
    struct Summary: Equatable {
        let identity: ViewIdentity
        let label: String?
        let kind: ControlKind
        let environment: UInt64
        let frame: Rect
        let isInModal: Bool

        init(_ element: FocusedElement, identity: ViewIdentity) {
            self.identity = identity
            label = element.label
            kind = element.kind
            environment = element.environment.fingerprint
            frame = element.frame
            isInModal = element.isInModal
        }
    }
}

/// Calls an observer after every frame with the focused element inside the content.
@usableFromInline
struct FocusObserverModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let observer: (FocusedElement?) -> Void

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.addFocusObserver(observer)
        context.graph.append(content, context, into: &nodes)
    }
}

/// Asks the presenter to show the frame at a lower colour depth than the terminal can (never a
/// higher one), e.g. to preview how an app looks in 16 colours.
@usableFromInline
struct PresentedDepthModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let depth: ColorDepth

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.requestColorDepth(depth)
        context.graph.append(
            content,
            context.settingEnvironment(".presentedColorDepth(.\(depth))") {
                $0.colorDepth = min($0.colorDepth, depth)
            }, into: &nodes)
    }
}

extension View {
    /// Calls `observer` after a frame with the element that has focus (or `nil`), for inspectors
    /// and status lines: after the first frame, and after each frame in which that element is
    /// another, or its label, kind, environment, frame or modal state changed, or the view that
    /// set the observer was evaluated again. Change state in it only when the value you derive
    /// changes.
    public consuming func onFocusedElement(_ observer: @escaping (FocusedElement?) -> Void) -> some View {
        modifier(FocusObserverModifier(observer: observer))
    }

    /// Shows this view at `depth` colours (or fewer, when the terminal has fewer): colours are
    /// degraded as a terminal of that depth would, and components see it as `colorDepth`.
    public consuming func presentedColorDepth(_ depth: ColorDepth) -> some View {
        modifier(PresentedDepthModifier(depth: depth))
    }
}
