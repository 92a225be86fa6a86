// What both property-list fuzz targets do with a document that parsed: every typed reading
// of the data files, as the pages make them. Compiled into each fuzz target (`make fuzz`).
import PickerKit

/// Reads `root` as each data file the app has; every reading must end in a value or a
/// typed `DataFileError`.
func readEveryDataFile(_ root: PlistNode) {
  _ = try? DataFiles.characters(from: root)
  _ = try? DataFiles.sandwiches(from: root)
  _ = try? DataFiles.slotSymbols(from: root)
  _ = try? DataFiles.animals(from: root)
  _ = try? DataFiles.meals(from: root)
  if let zips = try? DataFiles.stateZips(from: root) {
    for state in zips.states { _ = zips.zips(of: state) }
  }
}
