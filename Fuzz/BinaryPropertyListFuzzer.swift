// A libFuzzer target: PickerKit's binary property-list reader, then every typed reading of
// the data files (`make fuzz`). Built as one module with PickersModels' sources over
// PickerKit, with `-sanitize=fuzzer,address`: any crash, hang or memory error is a finding.
// An input that does not begin `bplist` is given `bplist00`, so every input reaches the
// binary reader. Every input must end in a value or a typed `DataFileError`, and a value
// must keep the reader's bounds: at most one value per byte of the file, no more than the
// largest XML file could hold, nesting and strings within the XML reader's limits, and
// only the characters XML allows.
import PickerKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinaryPropertyList(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if !bytes.starts(with: BinaryPropertyListReader.signature) {
    bytes = Array("bplist00".utf8) + bytes
  }
  let root: PlistNode
  do throws(DataFileError) {
    root = try PlistNode.parse(bytes, file: "fuzz.plist")
  } catch {
    if case .malformedBinary(let offset, _) = error.problem {
      precondition((0...bytes.count).contains(offset), "offset \(offset) of \(bytes.count)")
    }
    return 0
  }
  var bounds = Bounds()
  if let value = root.value { bounds.visit(value, depth: 0) }
  precondition(bounds.values <= bytes.count, "\(bounds.values) values of \(bytes.count) bytes")
  precondition(bounds.weight <= BinaryPropertyListReader.maximumWeight)
  readEveryDataFile(root)
  return 0
}

/// What a value read holds, checked against the reader's bounds as it is walked.
private struct Bounds {
  var values = 0
  var weight = 0

  mutating func visit(_ value: PropertyListValue, depth: Int) {
    values += 1
    weight += 7
    switch value {
    case .string(let text): check(text)
    case .integer, .real, .bool: break
    case .array(let items):
      precondition(depth < PropertyListReader.maximumDepth)
      for item in items { visit(item, depth: depth + 1) }
    case .dictionary(let entries):
      precondition(depth < PropertyListReader.maximumDepth)
      for (key, item) in entries {
        values += 1
        weight += 7
        check(key)
        visit(item, depth: depth + 1)
      }
    }
  }

  /// A string within the limit, holding only characters XML allows.
  private mutating func check(_ text: String) {
    weight += text.utf8.count
    precondition(text.utf8.count <= PropertyListReader.maximumStringLength)
    for scalar in text.unicodeScalars {
      let code = scalar.value
      precondition(code >= 0x20 || code == 0x09 || code == 0x0A || code == 0x0D, "U+\(code)")
      precondition(code != 0xFFFE && code != 0xFFFF, "U+\(code)")
    }
  }
}
