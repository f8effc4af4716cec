import TesseraCore
import Testing

@Suite("Colour depth detection")
struct ColorDepthDetectionTests {
    @Test func overrideBeatsEverything() {
        let depth = ColorDepth.detect(
            environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"],
            terminfoColors: 256, terminfoHasRGB: true, override: .c16)
        #expect(depth == .c16)
        #expect(ColorDepth.detect(environment: [:], terminfoColors: nil, override: .truecolor) == .truecolor)
    }

    @Test func nonEmptyNoColorMeansMonochrome() {
        let depth = ColorDepth.detect(
            environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"],
            terminfoColors: 256, terminfoHasRGB: true)
        #expect(depth == .monochrome)
    }

    @Test func emptyNoColorIsIgnored() {
        #expect(ColorDepth.detect(environment: ["NO_COLOR": ""], terminfoColors: 256) == .c256)
    }

    @Test(arguments: ["truecolor", "24bit", "TrueColor", "24BIT"])
    func colorTermAnnouncesTruecolor(_ value: String) {
        #expect(ColorDepth.detect(environment: ["COLORTERM": value], terminfoColors: 8) == .truecolor)
    }

    @Test(arguments: ["", "yes", "1", "256"])
    func otherColorTermValuesDeferToTerminfo(_ value: String) {
        #expect(ColorDepth.detect(environment: ["COLORTERM": value], terminfoColors: 8) == .c8)
    }

    @Test func terminfoRGBFlagMeansTruecolor() {
        #expect(ColorDepth.detect(environment: [:], terminfoColors: 256, terminfoHasRGB: true) == .truecolor)
        #expect(ColorDepth.detect(environment: [:], terminfoColors: nil, terminfoHasRGB: true) == .truecolor)
    }

    @Test(arguments: [
        (16_777_216, ColorDepth.truecolor), (0x7FFF, .c256), (256, .c256), (88, .c16), (255, .c16),
        (16, .c16), (15, .c8), (8, .c8), (7, .monochrome), (2, .monochrome), (0, .monochrome),
        (-1, .monochrome),
    ])
    func terminfoColourCountsMapToDepths(_ colors: Int, _ expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: [:], terminfoColors: colors) == expected)
    }

    @Test func nothingKnownMeansMonochrome() {
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"], terminfoColors: nil) == .monochrome)
    }

    @Test(arguments: [
        ("truecolor", ColorDepth.truecolor), ("24bit", .truecolor), ("256", .c256), ("16", .c16), ("8", .c8),
        ("mono", .monochrome), ("monochrome", .monochrome), ("TrueColor", .truecolor), ("MONO", .monochrome),
    ])
    func argumentNamesParse(_ argument: String, _ expected: ColorDepth) {
        #expect(ColorDepth(argument: argument) == expected)
    }

    @Test(arguments: ["", "2", "88", "24", "true", "color", " 256", "none"])
    func unknownArgumentsAreRejected(_ argument: String) {
        #expect(ColorDepth(argument: argument) == nil)
    }

    @Test func everyRawValueIsAnAcceptedArgument() {
        for depth in ColorDepth.allCases {
            #expect(ColorDepth(argument: depth.rawValue) == depth)
        }
    }
}
