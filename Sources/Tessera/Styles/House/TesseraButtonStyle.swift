/// Tessera's house button style: a variant's colours from the theme, a size, and the transparent
/// (no fill) and block (full width) options.
///
/// ```swift
/// Button("Continue") { }.buttonStyle(.tessera(.primary, size: .large))
/// Button("Cancel") { }.buttonStyle(.tessera(.secondary, transparent: true))
/// ```
///
/// How it looks (TOKENS.md, "Component colours"):
/// - medium and large are three rows at regular density: a row of fill above and below the
///   label; small (and every plain button) is one row. ``buttonMetrics(size:density:spacing:)``
///   gives the rows and padding.
/// - focused: a box in the focus-ring colour, one weight heavier than the theme's control border
///   (`┏━━┓` for `╭──╮`), around a three-row button, the theme's ring characters (`▸ label ◂`) in
///   the padding of a one-row one, and the label in the ring's attributes (bold and underline):
///   focus always changes glyphs, so it shows at every colour depth and in monochrome.
/// - pressed: the fill moves toward the label colour. At 16 colours and fewer, where a blend
///   would round to the resting colour, the resting surface keeps its fill and gains lines in the
///   label's ink: a box around a three-row button, brackets around a one-row one (`[ Save ]` on
///   the fill); a button with no fill, or one whose rest is already a box on the page, reverses.
/// - disabled: the one look of every disabled control (`DisabledLook`): no fill, the label in
///   the disabled ink, a filled button's shape kept by a box (three rows) or brackets (`[ Save ]`).
/// - loading (`.loading(true)`): the theme's spinner over the hidden label, the size unchanged.
/// - with a keyboard shortcut: the shortcut after the label, in the terminal's notation (`Details ^D`).
/// - monochrome (and at 8 colours a fill that degrades to the page): filled variants are reverse
///   video and each label carries its variant's marks (`ButtonVariant/colorlessMarks`), so no
///   two variants look alike; the plain button's label is underlined. The quiet (foregroundMuted)
///   button, wherever the depth cannot show its fill apart from the page and the other variants'
///   (16 colours light, 8 colours, monochrome), is its label alone, italic.
public struct TesseraButtonStyle: ButtonStyle, CustomStringConvertible {
    /// The colours: plain (the inherited default) or one of the filled variants.
    public let variant: ButtonVariant
    /// Rows and padding; plain buttons are always one row.
    public let size: ControlSize
    /// No fill and no border: the label in the variant's foreground colour.
    public let transparent: Bool
    /// Fills the width offered, with the label centred.
    public let block: Bool

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var asciiOnly: Bool { environment.asciiOnly }

    /// A house button style; `TesseraButtonStyle()` is the plain one a theme provider installs.
    public init(_ variant: ButtonVariant = .plain, size: ControlSize = .medium, transparent: Bool = false, block: Bool = false) {
        self.variant = variant
        self.size = size
        self.transparent = transparent
        self.block = block
    }

    public func makeBody(configuration: Configuration) -> some View {
        let environment = environment
        let look = ButtonAppearance(
            style: self, configuration: configuration, isEnabled: environment.isEnabled,
            theme: environment.resolvedTheme, depth: environment.colorDepth, density: environment.density,
            surface: environment.surface)
        // The label padded on the fill, the outline, the focus ring's marks or the caps, the
        // surface; never squeezed (a stack short of space would cut the label row or wrap the
        // label), while a block button still takes the width it is offered.
        return ButtonRow(label: label(configuration), look: look, block: block)
    }

    /// The label, or while loading the theme's spinner over the hidden label (same size).
    @ViewBuilder private func label(_ configuration: Configuration) -> some View {
        if configuration.isLoading {
            let frames = spinnerFrames(theme.motion.spinnerFrames, asciiOnly: asciiOnly)
            configuration.label
                .hidden()
                .overlay {
                    TimelineView(interval: theme.motion.frameInterval) { tick in
                        Text(frames[tick % frames.count])
                    }
                }
        } else if let shortcut = configuration.keyboardShortcut {
            // The shortcut after the label, in its ink: `Details ^D`.
            HStack(spacing: 1) {
                configuration.label
                Text(shortcut.description)
            }
        } else {
            configuration.label
        }
    }

    public var description: String {
        var parts = [".\(variant.rawValue)"]
        if size != .medium { parts.append("size: .\(size.rawValue)") }
        if transparent { parts.append("transparent: true") }
        if block { parts.append("block: true") }
        return variant == .plain && parts.count == 1 ? ".tessera" : ".tessera(\(parts.joined(separator: ", ")))"
    }
}

extension ButtonStyle where Self == TesseraButtonStyle {
    /// A house button: `.tessera(.primary, size: .large)`.
    public static func tessera(
        _ variant: ButtonVariant, size: ControlSize = .medium, transparent: Bool = false,
        block: Bool = false
    ) -> TesseraButtonStyle {
        TesseraButtonStyle(variant, size: size, transparent: transparent, block: block)
    }

    /// The plain house button, which a theme provider installs for every button.
    public static var tessera: TesseraButtonStyle { TesseraButtonStyle() }
}
