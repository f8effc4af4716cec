import Testing

@testable import TesseraCore

@Suite("Colour stand-ins")
struct ColorStandInsTests {
    static let samples: [RGB] = [
        RGB(hex: 0x5B616E), RGB(hex: 0x098551), RGB(hex: 0xCF470E), RGB(hex: 0x0052FF), RGB(hex: 0xF0616D),
        RGB(hex: 0xFBF1C7), RGB(hex: 0x282A36), RGB(hex: 0x000000), RGB(hex: 0xFFFFFF),
    ]

    @Test("The nearest colour comes first, the rest nearest first, each once", arguments: [ColorDepth.c256, .c16, .c8])
    func nearestFirst(depth: ColorDepth) {
        for rgb in Self.samples {
            let standIns = rgb.standIns(at: depth)
            #expect(Set(standIns).count == standIns.count)
            let distances = standIns.map { OKLab(rgb).squaredDistance(to: OKLab($0.rgbValue(defaultColor: rgb))) }
            #expect(distances.dropFirst() == distances.dropFirst().sorted()[...])
            if standIns.contains(Color.rgb(rgb).degraded(to: depth)) {
                #expect(standIns.first == Color.rgb(rgb).degraded(to: depth))
            }
            let limit: UInt8 = depth == .c256 ? 255 : depth == .c16 ? 15 : 7
            #expect(
                standIns.allSatisfy { color in
                    switch color {
                    case .ansi(let index): depth != .c256 && index <= limit
                    case .palette(let index): depth == .c256 && index >= 16
                    default: false
                    }
                })
        }
    }

    @Test("A grey is offered only greys; a green never red, blue or magenta")
    func keepsTheMeaning() {
        #expect(RGB(hex: 0x5B616E).standIns(at: .c16) == [.ansi(8), .ansi(7), .ansi(0), .ansi(15)])
        let green = RGB(hex: 0x098551).standIns(at: .c16)
        #expect(green.contains(.ansi(2)) && green.contains(.ansi(0)))
        #expect(!green.contains(.ansi(1)) && !green.contains(.ansi(4)) && !green.contains(.ansi(5)))
        #expect(!RGB(hex: 0xCF470E).standIns(at: .c16).contains(.ansi(2)))
    }

    @Test("Truecolor offers the colour itself, monochrome the default")
    func extremes() {
        #expect(RGB(hex: 0x123456).standIns(at: .truecolor) == [.rgb(RGB(hex: 0x123456))])
        #expect(RGB(hex: 0x123456).standIns(at: .monochrome) == [.default])
    }
}
