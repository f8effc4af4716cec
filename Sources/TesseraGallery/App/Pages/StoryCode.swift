import Tessera

/// A call site laid out by ``CodeLayout`` in `width` columns, in the muted code colour.
struct StoryCode: View {
    let code: String
    let width: Int

    var body: some View {
        if !code.isEmpty {
            let lines = CodeLayout.lines(code, width: width)
            // One text per laid-out line: nothing re-wraps what the formatter laid out.
            VStack(alignment: .leading, spacing: 0) {
                ForEach(lines.indices, id: \.self) { Text(lines[$0]).foregroundColor(.fgMuted) }
            }
        }
    }
}
