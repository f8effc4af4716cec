import Observation
import Testing

@testable import Tessera

/// `scrollsIntoView(request:)`: once per request, and the user scrolls freely after it.
@Suite struct ScrollTargetTests {
    @Observable final class Request { var value: Int? }

    struct Rows: View {
        let request: Request
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<40, id: \.self) { row in
                        Text("row \(row)").scrollsIntoView(request: row == 30 ? request.value : nil)
                    }
                }
            }
        }
    }

    static func firstRow(_ buffer: CellBuffer) -> String {
        String(buffer.row(0).map(\.grapheme)).trimmingCharacters(in: .whitespaces)
    }

    @Test func scrollsOncePerRequest() {
        let request = Request()
        let host = ViewHost(Rows(request: request))
        let size = TerminalSize(columns: 12, rows: 5)
        #expect(Self.firstRow(host.renderSettled(size: size)).hasPrefix("row 0"))
        request.value = 1
        #expect(Self.firstRow(host.renderSettled(size: size)).hasPrefix("row 26"), "row 30 is the last row in view")
        host.handle(.mouse(MouseEvent(.wheelUp, at: Point(x: 1, y: 1))))
        #expect(Self.firstRow(host.renderSettled(size: size)).hasPrefix("row 23"), "the same request does not pull it back")
        request.value = 2
        host.handle(.resize(size))
        #expect(Self.firstRow(host.renderSettled(size: size)).hasPrefix("row 26"), "a new request scrolls again")
    }

    @Test func aTargetInsideAModalScrollsItsList() {
        let request = Request()
        let host = ViewHost(
            Text("page").modal(isPresented: .constant(true)) {
                Rows(request: request).frame(height: 5)
            })
        let size = TerminalSize(columns: 12, rows: 5)
        #expect(Self.firstRow(host.renderSettled(size: size)).contains("row 0 "))
        request.value = 1
        #expect(Self.firstRow(host.renderSettled(size: size)).contains("row 26"), "the modal's own list scrolls to row 30")
    }
}
