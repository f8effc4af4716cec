import Tessera
import TesseraStories

extension TesseraBooks {
    /// Pagination: numbered pages with gaps.
    static var pagination: StorySection {
        StorySection(
            "Pagination",
            notes:
                "Numbered pages in at most seven places, the current one filled; ← → move a page, Home End go to the ends, a click goes to a number."
        ) {
            StorySection("Inherited default") {
                Story(
                    "Twelve pages",
                    code: "Pagination(page: $page, count: 12)"
                ) {
                    StoryState(5) { $page in
                        Pagination(page: $page, count: 12)
                    }
                }
                .play(.press(.tab), .press(.right), .press(.end))
            }
            StorySection("States") {
                Story(
                    "First page",
                    code: "Pagination(page: .constant(1), count: 12)"
                ) {
                    Pagination(page: .constant(1), count: 12)
                }
                Story(
                    "Few pages",
                    code: "Pagination(page: .constant(2), count: 4)"
                ) {
                    Pagination(page: .constant(2), count: 4)
                }
            }
        }
    }
}
