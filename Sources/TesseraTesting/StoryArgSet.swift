import Tessera
import TesseraStories

/// One set of control values `assertStories` draws a story with: the defaults, or an `--args`
/// text the story asked for with ``Story/snapshotting(args:)``.
struct StoryArgSet {
    /// The `--args` text; empty for the defaults.
    let args: String
    let values: [String: StoryControlValue]
    /// What the reference name gets after the story's id: empty for the defaults, else
    /// `.with-title-send-variant-negative`.
    let nameSuffix: String

    static let defaults = StoryArgSet(args: "", values: [:], nameSuffix: "")

    /// Why a story's arg set cannot be drawn.
    struct Problem: Error {
        let message: String
    }

    /// The defaults, then each set the story asked for; sets whose names would repeat get `-2`, `-3`, ….
    static func sets(of story: Story) throws(Problem) -> [StoryArgSet] {
        guard !story.snapshotArgs.isEmpty else { return [.defaults] }
        let controls = story.controls
        var sets = [StoryArgSet.defaults]
        var seen: [String: Int] = [:]
        for args in story.snapshotArgs {
            let values: [String: StoryControlValue]
            do {
                values = try StoryArgs.parse(args, controls: controls)
            } catch {
                throw Problem(message: "snapshot args \(MessageText.quoted(args)): \(error.message)")
            }
            let name = StoryID.kebabCase("with " + args)
            let count = (seen[name] ?? 0) + 1
            seen[name] = count
            sets.append(StoryArgSet(args: args, values: values, nameSuffix: "." + (count == 1 ? name : "\(name)-\(count)")))
        }
        return sets
    }
}
