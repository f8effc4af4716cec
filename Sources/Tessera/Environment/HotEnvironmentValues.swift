/// The environment values nearly every view reads or a modifier writes, kept as stored properties
/// of their own types rather than in ``EnvironmentValues``' dictionary of `Any`: a read is a field
/// load instead of a hash lookup and a dynamic cast, and a write changes a field instead of copying
/// the dictionary (issue 14). The set was chosen by counting reads and writes over gallery frames
/// (text, controls and styles read these tens to hundreds of times a frame); every other key,
/// a team's own included, stays in the dictionary.
///
/// Plain values and one reference (the resolved theme's shared table), so copying an environment
/// stays a copy of bytes and one retain.
struct HotEnvironmentValues {
    static let defaultResolvedTheme = Theme.default.resolved(for: .light)

    var resolvedTheme = defaultResolvedTheme
    var lineLimit: Int?
    var colorDepth = ColorDepth.truecolor
    var density = Density.regular
    var textRole = TextRole.body
    var foregroundToken = ColorToken.fg
    var textAttributes: TextAttributes = []
    var multilineTextAlignment = HorizontalAlignment.leading
    var previewState: PreviewState?
    var scrollIndicatorVisibility = ScrollIndicatorVisibility.automatic
    var isEnabled = true
    var isFocused = false
    var isLoading = false
    var asciiOnly = false
    var foregroundOverridesRole = false
    var surfacePaintsInk = false
    var surface = ColorToken.bg
    var textGround: ColorToken?
}

/// Names a field of ``HotEnvironmentValues``, for provenance (``EnvironmentValues/source(of:)``)
/// and the environment's fingerprint, where a dictionary key is named by its type.
enum HotEnvironmentKey: UInt8, CaseIterable {
    case resolvedTheme, lineLimit, colorDepth, density, textRole, foregroundToken, textAttributes
    case multilineTextAlignment, previewState, scrollIndicatorVisibility, isEnabled, isFocused
    case isLoading, asciiOnly, foregroundOverridesRole, surfacePaintsInk, surface, textGround

    /// The key's bit in a set of keys.
    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// What the fingerprint mixes in for the key: never a type's address (those are far above 256).
    var fingerprintID: UInt64 { UInt64(rawValue) &+ 1 }
}
