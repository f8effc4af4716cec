/// Shows that something is under way: the theme's spinner frames, turning at the theme's frame
/// interval, in the primary colour. Under reduced motion it stays on its first frame, still
/// visible. Assistive tools read its label ("Loading" unless you give one).
///
/// ```swift
/// Spinner()                       // just the glyph
/// Spinner("Syncing")              // ⠋ Syncing
/// Spinner().accessibilityLabel("Uploading photos")
/// ```
public struct Spinner: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let title: String?

    /// A spinner without visible text, labelled "Loading" for assistive tools.
    public init() {
        title = nil
    }

    /// A spinner followed by `title` in muted text, which is also its accessibility label.
    public init(_ title: String) {
        self.title = title
    }
}

extension Spinner: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let environment = context.environment
        let motion = environment.resolvedTheme.motion
        let frames = spinnerFrames(motion.spinnerFrames, asciiOnly: environment.asciiOnly)
        let colors = progressColors(isEnabled: environment.isEnabled)
        let content = HStack(spacing: 1) {
            TimelineView(interval: motion.frameInterval) { tick in
                Text(frames[tick % frames.count])
                    .foregroundColor(environment.resolvedTheme.mark(colors.fill, on: .bg), legibleAt: environment.colorDepth)
            }
            if let title { Text(title).foregroundColor(colors.text, legibleAt: environment.colorDepth) }
        }
        .fixedSize(horizontal: false, vertical: true)
        // Not a control: never focused or clicked, but present (and labelled) for assistive tools.
        let interaction = Interaction(
            identity: context.identity.child("spinner"), kind: .view, label: title ?? "Loading",
            isEnabled: false, isFocusable: false)
        let node = ProxyNode(child: context.graph.node(for: content, context.claimingOverrides(for: interaction, content: context)))
        node.interaction = interaction
        nodes.append(node)
    }
}

/// The frames a spinner shows, padded to one width so the spinner never jitters. ASCII terminals
/// get `|/-\`; a theme without frames gets the default ones.
func spinnerFrames(_ frames: [String], asciiOnly: Bool) -> [String] {
    var frames = asciiOnly ? ["|", "/", "-", "\\"] : frames.filter { !$0.isEmpty }
    if frames.isEmpty { frames = Motion().spinnerFrames }
    let width = frames.map { DisplayWidth.of($0) }.max() ?? 1
    return frames.map { $0 + String(repeating: " ", count: width - DisplayWidth.of($0)) }
}
