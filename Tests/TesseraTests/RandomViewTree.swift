import FuzzSupport

@testable import Tessera

/// A random view tree for property tests: stacks, text (CJK, emoji, combining marks, controls),
/// padding, frames, borders, backgrounds, scroll views, spacers and dividers. It describes itself
/// as the Swift that builds it, so a failing case can be pasted into a test.
indirect enum RandomViewTree: CustomStringConvertible {
    case text(String, role: TextRole, lineLimit: Int?)
    case vStack([RandomViewTree], spacing: Int, alignment: HorizontalAlignment)
    case hStack([RandomViewTree], spacing: Int, alignment: VerticalAlignment)
    case zStack([RandomViewTree])
    case padding(RandomViewTree, Int)
    case frame(RandomViewTree, width: Int?, height: Int?, alignment: Alignment)
    case fill(RandomViewTree)
    case border(RandomViewTree, BorderStyle)
    case background(RandomViewTree, ColorToken)
    case scroll(RandomViewTree, Axis)
    case fixedSize(RandomViewTree)
    case spacer(minLength: Int)
    case divider

    /// A tree at most `depth` levels deep, leaves more likely the deeper it goes.
    static func make(_ random: inout SeededRandom, depth: Int = 4) -> RandomViewTree {
        guard depth > 0, random.chance(0.75) else { return leaf(&random) }
        func child() -> RandomViewTree { make(&random, depth: depth - 1) }
        func children() -> [RandomViewTree] { (0..<random.int(in: 0...4)).map { _ in child() } }
        switch random.int(in: 0...10) {
        case 0, 1: return .vStack(children(), spacing: random.int(in: 0...2), alignment: random.pick([.leading, .center, .trailing]))
        case 2, 3: return .hStack(children(), spacing: random.int(in: 0...2), alignment: random.pick([.top, .center, .bottom]))
        case 4: return .zStack(children())
        case 5: return .padding(child(), random.int(in: 0...3))
        case 6:
            return .frame(
                child(), width: random.chance(0.6) ? random.int(in: 0...30) : nil,
                height: random.chance(0.6) ? random.int(in: 0...10) : nil,
                alignment: random.pick([.topLeading, .center, .bottomTrailing, .trailing]))
        case 7: return random.chance(0.5) ? .border(child(), random.pick(BorderStyle.allCases)) : .fill(child())
        case 8: return .background(child(), random.pick(ColorToken.allCases))
        case 9: return .scroll(child(), random.pick([.vertical, .horizontal]))
        default: return .fixedSize(child())
        }
    }

    private static func leaf(_ random: inout SeededRandom) -> RandomViewTree {
        switch random.int(in: 0...9) {
        case 0: return .spacer(minLength: random.int(in: 0...2))
        case 1: return .divider
        default:
            let text = (0..<random.int(in: random.chance(0.1) ? 0...1 : 1...8)).map { _ in random.pick(HostileText.pieces) }.joined()
            return .text(text, role: random.pick(TextRole.allCases), lineLimit: random.chance(0.3) ? random.int(in: 0...3) : nil)
        }
    }

    var view: AnyView {
        switch self {
        case .text(let text, let role, let lineLimit): AnyView(Text(text).textRole(role).lineLimit(lineLimit))
        case .vStack(let children, let spacing, let alignment):
            AnyView(VStack(alignment: alignment, spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0].view } })
        case .hStack(let children, let spacing, let alignment):
            AnyView(HStack(alignment: alignment, spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0].view } })
        case .zStack(let children): AnyView(ZStack { ForEach(children.indices, id: \.self) { children[$0].view } })
        case .padding(let child, let length): AnyView(child.view.padding(length))
        case .frame(let child, let width, let height, let alignment):
            AnyView(child.view.frame(width: width, height: height, alignment: alignment))
        case .fill(let child): AnyView(child.view.frame(maxWidth: .infinity, maxHeight: .infinity))
        case .border(let child, let style): AnyView(child.view.border(style))
        case .background(let child, let token): AnyView(child.view.background(token))
        case .scroll(let child, let axis): AnyView(ScrollView(axis) { child.view })
        case .fixedSize(let child): AnyView(child.view.fixedSize())
        case .spacer(let minLength): AnyView(Spacer(minLength: minLength))
        case .divider: AnyView(Divider())
        }
    }

    var description: String {
        func list(_ children: [RandomViewTree]) -> String { children.map(\.description).joined(separator: "; ") }
        return switch self {
        case .text(let text, let role, let lineLimit):
            "Text(\(text.debugDescription)).textRole(.\(role)).lineLimit(\(lineLimit.map(String.init) ?? "nil"))"
        case .vStack(let children, let spacing, let alignment):
            "VStack(alignment: .\(alignment), spacing: \(spacing)) { \(list(children)) }"
        case .hStack(let children, let spacing, let alignment):
            "HStack(alignment: .\(alignment), spacing: \(spacing)) { \(list(children)) }"
        case .zStack(let children): "ZStack { \(list(children)) }"
        case .padding(let child, let length): "\(child).padding(\(length))"
        case .frame(let child, let width, let height, let alignment):
            "\(child).frame(width: \(width.map(String.init) ?? "nil"), height: \(height.map(String.init) ?? "nil"), alignment: \(alignment))"
        case .fill(let child): "\(child).frame(maxWidth: .infinity, maxHeight: .infinity)"
        case .border(let child, let style): "\(child).border(.\(style))"
        case .background(let child, let token): "\(child).background(.\(token))"
        case .scroll(let child, let axis): "ScrollView(.\(axis)) { \(child) }"
        case .fixedSize(let child): "\(child).fixedSize()"
        case .spacer(let minLength): "Spacer(minLength: \(minLength))"
        case .divider: "Divider()"
        }
    }
}
