import Foundation
import PickerKit

/// The repository's `Assets/` folder.
let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")

/// The UTF-8 bytes of `text`.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// A minimal model of wheels of `counts` rows ("row 0", …), looping where `looping` says,
/// that records every selection the picker tells it of.
final class Recorder: WheelModel {
  var wheels: [Wheel]
  var selections: [(row: Int, component: Int)] = []

  init(_ counts: [Int], looping: [Bool] = []) {
    wheels = counts.enumerated().map { index, count in
      Wheel(
        name: "W\(index)", titles: (0..<count).map { "row \($0)" },
        looping: looping.indices.contains(index) && looping[index])
    }
  }

  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    selections.append((row, component))
  }
}
