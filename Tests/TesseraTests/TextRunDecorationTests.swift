import Testing

@testable import Tessera

@Suite struct TextRunDecorationTests {
    private func attributes(_ text: Text, columns: Int = 30) -> [TextAttributes] {
        let buffer = ViewHost(text).render(size: TerminalSize(columns: columns, rows: 1))
        return (0..<columns).map { buffer[$0, 0].style.attributes }
    }

    @Test func underlineStopsAtTheJoiningSpace() {
        let cells = attributes(Text("bold").bold() + Text(" underline").underline() + Text(" end"))
        #expect(!cells[4].contains(.underline), "the space that joins the runs is not underlined")
        #expect((5..<14).allSatisfy { cells[$0].contains(.underline) }, "the word itself is")
        #expect(!cells[14].contains(.underline))
    }

    @Test func trailingJoiningSpaceDropsStrikethroughButKeepsOtherAttributes() {
        let cells = attributes(Text("gone ").strikethrough().bold() + Text("kept"))
        #expect((0..<4).allSatisfy { cells[$0].contains(.strikethrough) })
        #expect(!cells[4].contains(.strikethrough))
        #expect(cells[4].contains(.bold), "only line decorations leave the joining space")
    }

    @Test func aSingleRunKeepsItsOwnSpacesDecorated() {
        let cells = attributes(Text(" padded ").underline())
        #expect((0..<8).allSatisfy { cells[$0].contains(.underline) }, "no run joins here, so nothing is trimmed")
    }

    @Test func interiorSpacesOfARunStayDecorated() {
        let cells = attributes(Text("a") + Text(" two words").underline())
        #expect(!cells[1].contains(.underline))
        #expect(cells[5].contains(.underline), "the space between the run's own words is part of it")
    }
}
