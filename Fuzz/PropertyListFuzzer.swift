// A libFuzzer target: PickerKit's property-list reader, then every typed reading of the
// data files (`make fuzz`). Built as one module with PickersModels' sources over PickerKit, with
// `-sanitize=fuzzer,address`: any crash, hang or memory error is a finding. Every input
// must end in a value or a typed `DataFileError`.
import PickerKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPropertyList(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let root = try? PlistNode.parse(bytes, file: "fuzz.plist") else {
    return 0
  }
  readEveryDataFile(root)
  return 0
}
