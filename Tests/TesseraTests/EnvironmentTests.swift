import Observation
import Testing

@testable import Tessera

/// Reads environment values in its body and reports them.
private struct Probe: View {
    let report: (EnvironmentValues) -> Void
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.colorScheme) var scheme

    var body: some View {
        report(currentEnvironment)
        return Text(isEnabled ? "enabled \(scheme)" : "disabled \(scheme)")
    }

    @Environment(\.self) private var currentEnvironment
}

extension EnvironmentValues {
    /// The whole environment, so a probe can ask about provenance.
    var `self`: EnvironmentValues { self }
}

/// What `environmentPropertiesFollowTheirValuesAcrossFrames` flips between frames.
@Observable private final class EnvironmentSwitch {
    var on = false
}

private final class Recorder {
    var environments: [String: EnvironmentValues] = [:]
    func probe(_ name: String) -> some View { Probe { self.environments[name] = $0 } }
}

@Suite struct EnvironmentTests {
    @Test func defaultsComeFromTheKey() throws {
        let recorder = Recorder()
        _ = ViewHost(recorder.probe("a")).render(size: TerminalSize(columns: 20, rows: 1))
        let environment = try #require(recorder.environments["a"])
        #expect(environment.isEnabled)
        #expect(environment.source(of: \.isEnabled) == .keyDefault)
        #expect(environment.colorScheme == .light)
    }

    @Test func overrideAppliesToTheSubtreeOnly() {
        let recorder = Recorder()
        let view = VStack {
            recorder.probe("outside")
            VStack { recorder.probe("inside") }.disabled(true)
        }
        let rows = renderText(view, columns: 20, rows: 2)
        #expect(rows == ["enabled light", "disabled light"])
        #expect(recorder.environments["outside"]?.isEnabled == true)
        #expect(recorder.environments["inside"]?.isEnabled == false)
    }

    @Test func nearestAncestorWinsAndProvenanceNamesIt() throws {
        let recorder = Recorder()
        let view = VStack { recorder.probe("inner").colorScheme(.light) }.colorScheme(.dark)
        _ = ViewHost(view).render(size: TerminalSize(columns: 20, rows: 1))
        let environment = try #require(recorder.environments["inner"])
        #expect(environment.colorScheme == .light)
        #expect(environment.source(of: \.colorScheme) == .modifier(".colorScheme(.light)", scope: "root"))
    }

    @Test func provenanceNamesTheViewTheModifierWasWrittenIn() {
        let recorder = Recorder()
        struct Screen: View {
            let content: AnyView
            var body: some View { content.colorScheme(.dark) }
        }
        _ = ViewHost(Screen(content: AnyView(recorder.probe("p")))).render(size: TerminalSize(columns: 20, rows: 1))
        #expect(recorder.environments["p"]?.source(of: \.colorScheme) == .modifier(".colorScheme(.dark)", scope: "Screen"))
        #expect(recorder.environments["p"]?.source(of: \.isEnabled) == .keyDefault)
    }

    @Test func disabledCannotBeUndoneInside() {
        let recorder = Recorder()
        _ = ViewHost(recorder.probe("p").disabled(false).disabled(true)).render(size: TerminalSize(columns: 20, rows: 1))
        #expect(recorder.environments["p"]?.isEnabled == false)
    }

    /// `@Environment` reads a typed field directly once it learned which field its key path
    /// names (``HotEnvironmentRead``): each must read what the key path reads, in an environment
    /// where every typed value is set apart from the others, and then with each flag flipped alone
    /// (a swap between two fields of one type would show there).
    @Test func typedFieldsReadWhatTheirKeyPathsRead() {
        func readsAlike<Value: Equatable>(_ keyPath: KeyPath<EnvironmentValues, Value>, in environment: EnvironmentValues) -> Bool {
            guard case .hot(let key) = HotEnvironmentRead.of(keyPath) else { return false }
            return environment.hot.value(of: key, as: Value.self) == environment[keyPath: keyPath]
        }
        let flags: [WritableKeyPath<EnvironmentValues, Bool>] = [
            \.isEnabled, \.isFocused, \.isLoading, \.asciiOnly, \.foregroundOverridesRole, \.surfacePaintsInk,
        ]
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.lineLimit = 3
        environment.colorDepth = .c256
        environment.density = .compact
        environment.textRole = .label2
        environment.foregroundToken = .fgPositive
        environment.textAttributes = [.italic]
        environment.multilineTextAlignment = .trailing
        environment.previewState = .pressed
        environment.scrollIndicatorVisibility = .hidden
        environment.surface = .bgAlternate
        environment.textGround = .bgPrimary
        var variants = [environment]
        for flag in flags {
            var flipped = environment
            flipped[keyPath: flag].toggle()
            variants.append(flipped)
        }
        for variant in variants {
            #expect(readsAlike(\.resolvedTheme, in: variant))
            #expect(readsAlike(\.lineLimit, in: variant))
            #expect(readsAlike(\.colorDepth, in: variant))
            #expect(readsAlike(\.density, in: variant))
            #expect(readsAlike(\.textRole, in: variant))
            #expect(readsAlike(\.foregroundToken, in: variant))
            #expect(readsAlike(\.textAttributes, in: variant))
            #expect(readsAlike(\.multilineTextAlignment, in: variant))
            #expect(readsAlike(\.previewState, in: variant))
            #expect(readsAlike(\.scrollIndicatorVisibility, in: variant))
            #expect(readsAlike(\.surface, in: variant))
            #expect(readsAlike(\.textGround, in: variant))
            for flag in flags { #expect(readsAlike(flag, in: variant)) }
        }
        // A key of the dictionary, and a team's own key, are read through their key paths.
        #expect(HotEnvironmentRead.of(\EnvironmentValues.colorScheme) == .keyPath)
        #expect(HotEnvironmentRead.of(\EnvironmentValues.accentName) == .keyPath)
    }

    /// Key paths made at run time are new objects each time: what is learned about them stops
    /// growing at a bound, and they are still read through the key path.
    @Test func learnedKeyPathsStayBounded() {
        var made: [AnyKeyPath] = []
        for _ in 0..<(HotEnvironmentRead.learnedLimit + 100) {
            let keyPath = (\EnvironmentValues.resolvedTheme).appending(path: \ResolvedTheme.depth)
            #expect(HotEnvironmentRead.of(keyPath) == .keyPath)
            made.append(keyPath)
        }
        // All alive and each its own object, so without the bound each would have been kept.
        #expect(Set(made.map(ObjectIdentifier.init)).count == made.count)
        #expect(HotEnvironmentRead.learnedCount <= HotEnvironmentRead.learnedLimit)
        #expect(HotEnvironmentRead.of(\EnvironmentValues.isEnabled) == .hot(.isEnabled))
    }

    /// A view's `@Environment` values follow the environment from frame to frame, after the
    /// first installation learned how to read them.
    @Test func environmentPropertiesFollowTheirValuesAcrossFrames() {
        struct Flags: View {
            @Environment(\.isEnabled) var isEnabled
            @Environment(\.lineLimit) var lineLimit
            @Environment(\.colorScheme) var scheme
            var body: some View { Text("\(isEnabled) \(lineLimit.map(String.init) ?? "-") \(scheme)") }
        }
        struct Screen: View {
            let model: EnvironmentSwitch
            var body: some View {
                Flags().disabled(model.on).lineLimit(model.on ? 2 : nil).colorScheme(model.on ? .dark : .light)
            }
        }
        let model = EnvironmentSwitch()
        let host = ViewHost(Screen(model: model))
        let size = TerminalSize(columns: 20, rows: 1)
        #expect(rowsOf(host.render(size: size)) == ["true - light"])
        model.on = true
        #expect(rowsOf(host.render(size: size)) == ["false 2 dark"])
        model.on = false
        #expect(rowsOf(host.render(size: size)) == ["true - light"])
    }

    /// Tessera's own views read the typed values through one `@HotEnvironment`: installed like
    /// an `@Environment` before each body, the defaults outside one.
    @Test func hotEnvironmentFollowsTheTypedValuesAcrossFrames() {
        struct Flags: View {
            @HotEnvironment var environment
            var body: some View {
                Text("\(environment.isEnabled) \(environment.density) \(environment.colorDepth == .monochrome)")
            }
        }
        struct Screen: View {
            let model: EnvironmentSwitch
            var body: some View {
                Flags().disabled(model.on).density(model.on ? .compact : .regular)
                    .environment(\.colorDepth, model.on ? .monochrome : .c256)
            }
        }
        #expect(Flags().environment.isEnabled && Flags().environment.density == .regular, "the defaults outside a body")
        let model = EnvironmentSwitch()
        let host = ViewHost(Screen(model: model))
        let size = TerminalSize(columns: 30, rows: 1)
        #expect(rowsOf(host.render(size: size)) == ["true regular false"])
        model.on = true
        #expect(rowsOf(host.render(size: size)) == ["false compact true"])
        model.on = false
        #expect(rowsOf(host.render(size: size)) == ["true regular false"])
    }

    @Test func customKeysWorkLikeBuiltIns() {
        struct Accent: EnvironmentKey { static var defaultValue: String { "none" } }
        struct Show: View {
            @Environment(\.accentName) var accent
            var body: some View { Text(accent) }
        }
        #expect(renderText(Show(), columns: 10, rows: 1) == ["none"])
        #expect(renderText(Show().environment(\.accentName, "gold"), columns: 10, rows: 1) == ["gold"])
    }

    @Test func typedValuesNameTheNearestModifierOrProviderThatSetThem() throws {
        let recorder = Recorder()
        let view = recorder.probe("p").density(.compact).lineLimit(2).disabled(true).density(.spacious).theme(.default)
        _ = ViewHost(view).render(size: TerminalSize(columns: 20, rows: 1))
        let environment = try #require(recorder.environments["p"])
        #expect(environment.density == .compact)
        #expect(environment.source(of: \.density) == .modifier(".density(.compact)", scope: "root"))
        #expect(environment.source(of: \.lineLimit) == .modifier(".lineLimit(2)", scope: "root"))
        #expect(environment.source(of: \.isEnabled) == .modifier(".disabled(true)", scope: "root"))
        #expect(environment.source(of: \.textRole) == .provider(Theme.default.name))
        #expect(environment.source(of: \.resolvedTheme) == .provider(Theme.default.name))
        #expect(environment.source(of: \.multilineTextAlignment) == .keyDefault)
    }

    @Test func eachWriteKeepsTheSourceInEffectWhenItWasMade() {
        var environment = EnvironmentValues()
        environment.density = .compact
        #expect(environment.source(of: \.density) == .keyDefault)
        environment = environment.setting(from: .provider("outer")) {
            $0.isEnabled = false
            $0 = $0.setting(from: .provider("inner")) { $0.lineLimit = 1 }
            $0.textRole = .caption
        }
        environment = environment.setting(from: .provider("later")) { $0.reduceMotion = true }
        #expect(environment.source(of: \.isEnabled) == .provider("outer"))
        #expect(environment.source(of: \.lineLimit) == .provider("inner"))
        #expect(environment.source(of: \.textRole) == .provider("outer"))
        #expect(environment.source(of: \.reduceMotion) == .provider("later"))
        #expect(environment.source(of: \.density) == .keyDefault)
    }

    @Test func copiesShareTheirValuesUntilOneWrites() {
        var original = EnvironmentValues()
        original.density = .compact
        original.accentName = "gold"
        let untouched = original
        var copy = original
        copy.density = .spacious
        copy.accentName = "silver"
        copy = copy.setting(from: .provider("copy")) { $0.isEnabled = false }
        // Neither the typed fields, the dictionary, the fingerprint nor the sources leak back.
        #expect(original.density == .compact && original.accentName == "gold" && original.isEnabled)
        #expect(original.fingerprint == untouched.fingerprint)
        #expect(original.source(of: \.isEnabled) == .keyDefault)
        #expect(copy.density == .spacious && copy.accentName == "silver" && !copy.isEnabled)
        #expect(copy.source(of: \.isEnabled) == .provider("copy"))
    }

    @Test func keysWrittenOverAndOverKeepTheNewestValueAndTheFirstKeysTheirSources() {
        var environment = EnvironmentValues().setting(from: .provider("first")) { $0.colorScheme = .dark }
        // Far more writes than the keys' list keeps before it drops the values newer ones hide.
        for round in 0..<300 {
            environment.accentName = "accent \(round)"
            environment.reduceMotion = round.isMultiple(of: 2)
            environment[ShadeKey.self] = round
        }
        #expect(environment.accentName == "accent 299")
        #expect(!environment.reduceMotion)
        #expect(environment[ShadeKey.self] == 299)
        #expect(environment.colorScheme == .dark)
        #expect(environment.source(of: \.colorScheme) == .provider("first"))
        #expect(EnvironmentValues()[ShadeKey.self] == -1)
    }

    @Test func equalFingerprintsOnlyForTheSameWrites() {
        func environment(_ writes: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
            var environment = EnvironmentValues()
            writes(&environment)
            return environment
        }
        let compact = environment { $0.density = .compact }
        #expect(compact.fingerprint == environment { $0.density = .compact }.fingerprint)
        #expect(compact.fingerprint != environment { $0.density = .spacious }.fingerprint)
        #expect(compact.fingerprint != EnvironmentValues().fingerprint)
        // The same value under another key, typed or in the dictionary, is another environment.
        let unfocused = environment { $0.isFocused = false }
        #expect(unfocused.fingerprint != environment { $0.isEnabled = false }.fingerprint)
        #expect(environment { $0.asciiOnly = true }.fingerprint != environment { $0.reduceMotion = true }.fingerprint)
    }

    @Test func themeAndSchemeResolveTokens() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(environment.resolvedTheme.rgb(.fgPrimary) == RGB(hex: 0x578BFA))
        environment.colorScheme = .light
        #expect(environment.resolvedTheme.rgb(.fgPrimary) == RGB(hex: 0x0052FF))
    }

    @Test func textTakesItsColourFromTheForegroundToken() {
        let host = ViewHost(Text("x").foregroundColor(.fgNegative))
        let buffer = host.render(size: TerminalSize(columns: 3, rows: 1))
        #expect(buffer[0, 0].style.foreground == .rgb(RGB(hex: 0xCF202F)))
    }
}

private struct AccentNameKey: EnvironmentKey { static var defaultValue: String { "none" } }
private struct ShadeKey: EnvironmentKey { static var defaultValue: Int { -1 } }

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}
