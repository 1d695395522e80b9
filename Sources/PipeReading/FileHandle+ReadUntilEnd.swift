import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension FileHandle {
  /// Everything the handle gives up to the end of its file (a child's pipe, most often).
  ///
  /// Foundation's `readDataToEndOfFile()` ends the process with a fatal error when a signal
  /// interrupts one of its reads (`EINTR`; it ended a full test run while a child program's
  /// output was read). This reads again instead. Any other error ends the reading: what was read
  /// until then is returned.
  public func readUntilEnd() -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return data
      }
    }
  }
}
