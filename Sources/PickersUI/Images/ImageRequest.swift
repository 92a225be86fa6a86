import PickerKit

/// One image to decode: the file chosen for a row's image name, and the size and scale it
/// is wanted at. Everything a worker thread needs, and all `Sendable`.
struct ImageRequest: Sendable, Hashable {
  /// The row's image name ("cherry").
  let name: String
  /// The file chosen for it (`cherry.svg`, else `cherry.png`, in the store's folder).
  let path: String
  /// The height wanted, in logical pixels.
  let height: Int
  /// The window's scale factor: the image is decoded `height × scale` pixels tall.
  let scale: Int

  /// The height in device pixels.
  var pixelHeight: Int { height * scale }

  /// Reads, checks and decodes the file (`ImageDecoder`): on a worker thread.
  func decode() -> Result<Pixbuf, AssetError> {
    do {
      return .success(try ImageDecoder.pixbuf(at: path, height: pixelHeight))
    } catch {
      return .failure(error)
    }
  }
}
