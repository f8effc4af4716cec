import Foundation
import PackagePlugin

/// Embeds every `Themes/*.json` file of the package (but the schema, `theme.schema.json`) into the target as Swift source
/// (`embeddedThemeFiles`), so the built-in themes need no files at run time.
@main
struct EmbedThemes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let themes = context.package.directoryURL.appending(path: "Themes")
        let files = try FileManager.default
            .contentsOfDirectory(at: themes, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasSuffix(".schema.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedThemeFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) built-in themes",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
