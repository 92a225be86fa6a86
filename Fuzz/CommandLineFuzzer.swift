// A libFuzzer target: the checks of the `pickers` command line's values (`make fuzz`; GOption
// splits the command line). The input is up to four NUL-separated values (page, seed, data
// and assets folders); every input must give options or a typed `UsageError`.
import PickerKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  func field(_ index: Int) -> String? { arguments.indices.contains(index) ? arguments[index] : nil }
  _ = try? CommandLineOptions(
    page: field(0), seed: field(1), dataDirectory: field(2), assetsDirectory: field(3))
  return 0
}
