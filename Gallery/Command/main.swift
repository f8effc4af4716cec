import Foundation

// First of all: a closed stdout or stderr must not lend its number to a file opened later.
_ = StandardStream.closedAtLaunch
exit(GalleryCLI.main())
