/// Reads the typed environment values (``HotEnvironmentValues``) of the view or style that declares
/// it, as one dynamic property. Tessera's own controls read four to six of them; as `@Environment`s
/// those were as many key paths and boxes to allocate, copy and install, and a house style is made
/// and copied many times a frame (a button's style dozens). One box reads them all. Internal:
/// `@Environment` is the API, and reads any key.
///
/// ```swift
/// @HotEnvironment private var environment
/// private var theme: ResolvedTheme { environment.resolvedTheme }
/// ```
@propertyWrapper
struct HotEnvironment: DynamicProperty, InstallableProperty {
    private let box = HotEnvironmentBox()

    init() {}

    /// The values where the view is rendered; the defaults outside a body.
    var wrappedValue: HotEnvironmentValues { box.values ?? HotEnvironmentValues() }

    func install(in context: DynamicPropertyContext) {
        box.values = context.environment.hot
    }
}

/// What a ``HotEnvironment`` was installed with; a class so the installation reaches every copy of
/// the value that declares it. The typed values hold no styles, so no cycle goes through it.
final class HotEnvironmentBox {
    var values: HotEnvironmentValues?
}
