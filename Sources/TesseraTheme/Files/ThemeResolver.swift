/// Loads a theme file and every theme it extends, then merges them, root first, into one
/// complete ``Theme`` — or returns every problem found along the chain.
package enum ThemeResolver {
    /// How many themes a chain of `extends` may hold.
    static let maximumChain = 16

    private struct Link {
        var origin: ThemeOrigin
        var layer: ThemeLayer?
        var diagnostics: ThemeDiagnostics
    }

    /// The theme at `origin`, with everything it extends merged in; `extends` of a built-in reads
    /// `builtins`.
    package static func resolve(_ origin: ThemeOrigin, builtins: BuiltinThemeFiles) -> Result<Theme, ThemeLoadError> {
        var chain: [Link] = []
        var broken = false
        var current = origin
        while true {
            let (layer, diagnostics) = ThemeFileReader.read(current, builtins: builtins)
            chain.append(Link(origin: current, layer: layer, diagnostics: diagnostics))
            guard let layer else {
                broken = true
                break
            }
            guard let extends = layer.extends else { break }
            let last = chain.count - 1
            let extendsPath = JSONPath.root.appending("extends")
            switch current.parent(extends, builtins: builtins) {
            case .failure(let problem):
                chain[last].diagnostics.report(problem.kind, at: extendsPath, problem.message)
                broken = true
            case .success(let parent):
                if let start = chain.firstIndex(where: { $0.origin.identity == parent.identity }) {
                    let cycle = (chain[start...].map(\.origin.shortName) + [parent.shortName]).joined(separator: " → ")
                    chain[last].diagnostics.report(.extendsCycle, at: extendsPath, "cycle in extends: \(cycle)")
                    broken = true
                } else if chain.count >= maximumChain {
                    chain[last].diagnostics.report(
                        .invalidValue, at: extendsPath,
                        "the chain of extends is longer than \(maximumChain) themes")
                    broken = true
                } else {
                    current = parent
                    continue
                }
            }
            break
        }

        var merger = ThemeMerger()
        if !broken {
            for index in chain.indices.reversed() {
                guard let layer = chain[index].layer else { continue }
                merger.apply(layer, diagnostics: &chain[index].diagnostics)
            }
            merger.reportMissing(into: &chain[chain.count - 1].diagnostics)
            merger.reportColorKinds(into: &chain[0].diagnostics)
        }
        let errors = chain.flatMap(\.diagnostics.sortedErrors)
        guard errors.isEmpty, !broken, let leaf = chain.first?.layer else {
            return .failure(ThemeLoadError(errors))
        }
        let parent = chain.count > 1 ? chain[1].layer?.name ?? chain[1].origin.defaultThemeName : nil
        return .success(
            merger.theme(
                name: leaf.name ?? origin.defaultThemeName, description: leaf.description ?? "",
                source: leaf.source, parent: parent))
    }
}
