import Tessera
import TesseraStories

extension TesseraBooks {
    /// Horizontal and vertical dividers, with insets.
    static var divider: StorySection {
        StorySection("Divider", notes: "Lines across the enclosing stack, with insets.") {
            StorySection("Inherited default") {
                Story("In a VStack", code: "VStack(alignment: .leading, spacing: 0) { Text(\"Above\"); Divider(); Text(\"Below\") }") {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Above"); Divider(); Text("Below")
                    }
                }
                Story("In an HStack", code: "HStack(spacing: 1) { Text(\"Left\"); Divider(); Text(\"Right\") }.fixedSize()") {
                    HStack(spacing: 1) {
                        Text("Left"); Divider(); Text("Right")
                    }.fixedSize()
                }
            }
            StorySection("Insets") {
                Story(
                    "Leading inset 4",
                    code: "VStack(alignment: .leading, spacing: 0) { Text(\"Row\"); Divider(leadingInset: 4); Text(\"Row\") }"
                ) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Row"); Divider(leadingInset: 4); Text("Row")
                    }
                }
            }
        }
    }
}
