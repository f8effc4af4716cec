import Tessera

/// A call site laid out by ``CodeLayout`` in `width` columns, in the muted code colour.
struct StoryCode: View {
    let code: String
    let width: Int
    @Environment(\.asciiOnly) private var asciiOnly

    var body: some View {
        if !code.isEmpty {
            let mark = asciiOnly ? CodeLayout.asciiContinuationMark : CodeLayout.continuationMark
            Text(CodeLayout.lines(code, width: width, mark: mark).joined(separator: "\n")).foregroundColor(.fgMuted)
        }
    }
}
