// A libFuzzer target: the `pickers` command line (`make fuzz`). The input is the arguments
// separated by NUL bytes, as the kernel hands them over; every input must give options or
// a typed `UsageError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  _ = try? CommandLineOptions.parse(arguments)
  return 0
}
