import Foundation
import Testing

/// Every internal type that a public modifier returns inside `some View` is `@usableFromInline`
/// (see `PrimitiveModifier`): otherwise an app's generic view that calls the modifier asks the
/// runtime for the opaque type's metadata at every evaluation of its body, which demangles a name
/// each time. The check reads the sources: a public `-> some View` function's
/// `modifier(SomeType(...))` and the type arguments written there.
@Suite struct OpaqueModifierTypesTests {
    /// The internal types named by public `some View` functions in `sources` that are not
    /// `@usableFromInline`, as "Type (in function)".
    static func unmarkedTypes(in sources: [String]) -> [String] {
        let joined = sources.joined(separator: "\n")
        var marked: [String: Bool] = [:]
        // Internal declarations only: public types need no mark.
        let declaration = /(@usableFromInline\s+)?(public |package |private |fileprivate )?(?:final )?(?:struct|enum|class) (\w+)/
        for match in joined.matches(of: declaration) where match.2 == nil { marked[String(match.3)] = match.1 != nil }

        var unmarked: [String] = []
        let function = /public (?:consuming )?func (\w+)[^\n]*-> some View \{\n?([^\n]*(?:\n(?!    \})[^\n]*)*)/
        // The modifier's type and the types nested in it as its first argument
        // (`EnvironmentModifier(StyleWrite<ButtonStyleKind<Style>>(`), or the view a presentation
        // closure makes (`overlay { ToastHost(`).
        let typeExpressions = [
            /modifier\(\s*((?:[A-Z]\w*(?:<[^(]*>)?\(\s*)+)/, /(?:overlay|background|popover|modal)\([^)]*\)\s*\{\s*([A-Z]\w*)\(/,
        ]
        for match in joined.matches(of: function) {
            for expression in typeExpressions {
                for call in match.2.matches(of: expression) {
                    for name in call.1.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
                    where marked[name] == false {
                        unmarked.append("\(name) (in \(match.1))")
                    }
                }
            }
        }
        return unmarked
    }

    private static func tesseraSources() throws -> [String] {
        let folder = APIBaselineTests.repository.appendingPathComponent("Sources/Tessera")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    @Test func everyModifierTypeBehindSomeViewIsUsableFromInline() throws {
        let sources = try Self.tesseraSources()
        #expect(sources.count > 100)
        #expect(Self.unmarkedTypes(in: sources) == [])
    }

    /// The check finds what it looks for: a public `.padding()` over an unmarked modifier, and an
    /// unmarked type argument of a marked one.
    @Test func anUnmarkedModifierIsFound() {
        let source = """
            struct PaddingModifier: ViewModifier {}
            @usableFromInline
            struct EnvironmentModifier<Write> {}
            enum ButtonKind<Style> {}
            public struct StyleWrite<Kind> {}
            struct ToastHost: View {}
            struct Queue {}
            extension View {
                public consuming func padding(_ length: Int) -> some View {
                    modifier(PaddingModifier(length: length))
                }

                public consuming func buttonStyle<S>(_ style: S) -> some View {
                    modifier(EnvironmentModifier(StyleWrite<ButtonKind<S>>(style)))
                }

                public consuming func toasts(_ queue: Queue) -> some View {
                    overlay(alignment: .bottom) { ToastHost(queue: Queue()) }
                }
            }
            """
        #expect(
            Self.unmarkedTypes(in: [source]) == [
                "PaddingModifier (in padding)", "ButtonKind (in buttonStyle)", "ToastHost (in toasts)",
            ])
    }
}
