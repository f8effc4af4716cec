import FoundationEssentials
import Tessera
import TesseraHeadless

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTML page that sets the reference and the actual render side by side for every snapshot
/// that differs, with SVGs embedded as images and text shown as preformatted blocks.
struct SnapshotReport {
    struct Difference {
        let name: String
        /// `nil` when there was no reference.
        let reference: String?
        let actual: String
    }

    let differences: [Difference]
    let format: SnapshotFormat

    /// Writes `index.html` into `folder`, creating it if need be; returns the file's path.
    func write(to folder: String) throws(CommandFailure) -> String {
        try OutputFiles.createFolder(folder)
        let file = PathText.appending("index.html", to: folder)
        try OutputFiles.write(html, to: file)
        return file
    }

    var html: String {
        var page = """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Tessera snapshot differences</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2rem; background: #f7f8f9; color: #0a0b0d; }
            h2 { font-size: 1rem; font-family: ui-monospace, monospace; margin-top: 2rem; }
            .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
            .side { background: white; border: 1px solid #dedfe2; padding: .5rem; overflow: auto; }
            .side h3 { margin: 0 0 .5rem; font-size: .8rem; color: #5b616e; text-transform: uppercase; }
            pre { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 12px; margin: 0; }
            img { max-width: 100%; height: auto; }
            </style></head><body>
            <h1>\(differences.count) snapshot\(differences.count == 1 ? "" : "s") differ</h1>

            """
        for difference in differences {
            page += "<h2>\(Self.escaped(difference.name))</h2>\n<div class=\"pair\">\n"
            page += side("Reference", difference.reference)
            page += side("Actual", difference.actual)
            page += "</div>\n"
        }
        page += "</body></html>\n"
        return page
    }

    private func side(_ title: String, _ content: String?) -> String {
        guard let content else { return "<div class=\"side\"><h3>\(title)</h3><p>missing</p></div>\n" }
        // An SVG goes in as an image, never inline: a file from a compare folder cannot run script
        // in the report that way.
        let body =
            format == .svg
            ? "<img alt=\"\(title)\" src=\"data:image/svg+xml;base64,\(Data(content.utf8).base64EncodedString())\">"
            : "<pre>\(Self.escaped(content))</pre>"
        return "<div class=\"side\"><h3>\(title)</h3>\(body)</div>\n"
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\u{1B}": result += "␛"
            default: result.append(character)
            }
        }
        return result
    }
}
