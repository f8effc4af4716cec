import Foundation
import Tessera

/// The interactive gallery in this terminal.
enum InteractiveGallery {
    static func run(_ options: ViewOptions) throws -> Int32 {
        FileHandle.standardError.write(Data("gallery: the interactive gallery needs the terminal runtime\n".utf8))
        return 1
    }
}
