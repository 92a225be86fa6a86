// A libFuzzer target: the checks of the saved state (`make fuzz`; GLib's key file splits
// the file into groups, keys and values). The input is lines `group.key=value`; whatever
// they hold, `SavedState` must keep only values that fit, and what it keeps must read back
// the same with no problem (so a state the app writes is always one it can read).
import PickerKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSavedState(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  var entries: [String: [String: String]] = [:]
  for line in bytes.split(separator: UInt8(ascii: "\n")) {
    let text = String(decoding: line, as: UTF8.self)
    guard let dot = text.firstIndex(of: "."), let equals = text.firstIndex(of: "="),
      dot < equals
    else { continue }
    let group = String(text[..<dot])
    let key = String(text[text.index(after: dot)..<equals])
    entries[group, default: [:]][key] = String(text[text.index(after: equals)...])
  }
  let state = SavedState(entries: entries)
  if let size = state.size {
    precondition(size.width > 0 && size.height > 0 && size.width <= SavedState.limit)
  }
  for (key, rows) in state.rows {
    precondition(SavedState.pickerKeys.contains(key) && !rows.isEmpty)
    precondition(rows.allSatisfy { (0...SavedState.limit).contains($0) })
  }
  let again = SavedState(entries: state.entries)
  precondition(again == state && again.problems.isEmpty, "\(state) read back as \(again)")
  return 0
}
