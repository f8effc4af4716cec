import Tessera

/// Marks the views of one story on a page with the story's id, so the gallery can tell from the
/// focused element's environment which story it belongs to (the inspector's deep link opens it).
struct GalleryStoryKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The id of the story these views are part of, on a gallery page.
    var galleryStory: String? {
        get { self[GalleryStoryKey.self] }
        set { self[GalleryStoryKey.self] = newValue }
    }
}
