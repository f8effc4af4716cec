import Foundation

exit(GalleryCLI.run(Array(CommandLine.arguments.dropFirst())))
