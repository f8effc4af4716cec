import Tessera
import TesseraStories

extension TesseraBooks {
    /// Every banner variant, and a dismissible one.
    static var banner: StorySection {
        StorySection("Banner", notes: "Informational, promotional, warning and error banners.") {
            StorySection("Inherited default") {
                Story("Informational", code: "Banner(title: \"Heads up\", message: \"Prices refresh every minute.\")") {
                    Banner(title: "Heads up", message: "Prices refresh every minute.")
                }
            }
            StorySection("Variants") {
                Story(
                    "Promotional",
                    code: "Banner(.promotional, title: \"New: recurring buys\", message: \"Buy a little every week, automatically.\")"
                ) {
                    Banner(.promotional, title: "New: recurring buys", message: "Buy a little every week, automatically.")
                }
                Story("Warning", code: "Banner(.warning, title: \"Trial ending\", message: \"Your trial ends in 3 days.\")") {
                    Banner(.warning, title: "Trial ending", message: "Your trial ends in 3 days.")
                }
                Story("Error", code: "Banner(.error, title: \"Payment failed\", message: \"Check your card and try again.\")") {
                    Banner(.error, title: "Payment failed", message: "Check your card and try again.")
                }
                Story(
                    "Dismissible",
                    code:
                        "if showsNotice {\n    Banner(.warning, title: \"Scheduled maintenance\", message: \"Trading pauses at 02:00 UTC.\") {\n        showsNotice = false\n    }\n} else {\n    Button(\"Show again\") { showsNotice = true }\n}"
                ) {
                    StoryState(true) { $showsNotice in
                        if showsNotice {
                            Banner(.warning, title: "Scheduled maintenance", message: "Trading pauses at 02:00 UTC.") {
                                showsNotice = false
                            }
                        } else {
                            Button("Show again") { showsNotice = true }
                        }
                    }
                }
            }
        }
    }
}
