// pickers-bench: loading the 41,749 zip codes with PickerKit's reader against Foundation's
// PropertyListSerialization, run interleaved (A B A B …) in one process, medians reported.
//
//   swift run -c release pickers-bench [data/statedictionary.plist] [rounds]
import Foundation
import PickerKit
import PickersModels

func seconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let arguments = CommandLine.arguments.dropFirst()
let file = arguments.first ?? "data/statedictionary.plist"
let rounds = arguments.dropFirst().first.flatMap { Int($0) } ?? 31
let directory = (file as NSString).deletingLastPathComponent
let name = (file as NSString).lastPathComponent

/// PickerKit: read, parse and type-check into `StateZips`.
func pickerKit() -> Int {
  do {
    return try DataFiles(directory: directory).propertyList(name).value.map { value in
      guard case .dictionary(let states) = value else { return 0 }
      return states.count
    } ?? 0
  } catch {
    FileHandle.standardError.write(Data("pickers-bench: \(error)\n".utf8))
    exit(1)
  }
}

/// PickerKit's reader, then PickersModels' `DataFiles`, all the way to the model's
/// `StateZips` (what the Dependent page uses).
func pickerKitTyped() -> Int {
  do {
    return try DataFiles(directory: directory).stateZips().totalCount
  } catch {
    FileHandle.standardError.write(Data("pickers-bench: \(error)\n".utf8))
    exit(1)
  }
}

/// Foundation: read and `PropertyListSerialization`, then cast to Swift types.
func foundation() -> Int {
  guard let data = FileManager.default.contents(atPath: file),
    let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
    let table = plist as? [String: [String]]
  else {
    FileHandle.standardError.write(Data("pickers-bench: Foundation could not read \(file)\n".utf8))
    exit(1)
  }
  return table.values.reduce(0) { $0 + $1.count }
}

var times: [String: [Double]] = [:]
let cases: [(String, () -> Int)] = [
  ("PropertyListSerialization → [String: [String]]", foundation),
  ("PickerKit PropertyListReader (parse)", pickerKit),
  ("DataFiles.stateZips (PickerKit's reader + typed)", pickerKitTyped),
]
for (label, run) in cases {
  _ = run()
  times[label] = []
}  // warm up
for _ in 0..<rounds {
  for (label, run) in cases {
    let start = seconds()
    let result = run()
    times[label, default: []].append(seconds() - start)
    precondition(result > 0)
  }
}
let baseline = median(times[cases[0].0] ?? [])
print("file: \(file), \(rounds) interleaved rounds, medians")
for (label, _) in cases {
  let value = median(times[label] ?? [])
  let ratio = value / baseline
  print(
    "\(label.padding(toLength: 50, withPad: " ", startingAt: 0)) \(String(format: "%8.2f ms  %.3f ×", value * 1000, ratio))"
  )
}
