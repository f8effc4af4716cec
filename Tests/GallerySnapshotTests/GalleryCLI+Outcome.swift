@testable import TesseraGallery

extension GalleryCLI {
    /// The exit status and what the command printed, for `arguments`.
    func outcome(of arguments: [String]) -> (Int32, CommandOutput) {
        var output = CommandOutput()
        let status = run(arguments, &output)
        return (status, output)
    }
}
