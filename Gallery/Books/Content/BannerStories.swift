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
                Story("Promotional", code: "Banner(.promotional, title: \"Promotional\", message: \"Something worth knowing.\")") {
                    Banner(.promotional, title: "Promotional", message: "Something worth knowing.")
                }
                Story("Warning", code: "Banner(.warning, title: \"Warning\", message: \"Something worth knowing.\")") {
                    Banner(.warning, title: "Warning", message: "Something worth knowing.")
                }
                Story("Error", code: "Banner(.error, title: \"Error\", message: \"Something worth knowing.\")") {
                    Banner(.error, title: "Error", message: "Something worth knowing.")
                }
                Story("Dismissible",
                      code: "if showsNotice {\n    Banner(.warning, title: \"Scheduled maintenance\", message: \"Trading pauses at 02:00 UTC.\") {\n        showsNotice = false\n    }\n} else {\n    Button(\"Show again\") { showsNotice = true }\n}") {
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
