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

  /// The keys `ImageStore` knows an image by: its surface, "name@height" (at the store's
  /// scale); its decode, "name@height@scale" (one per image, height and scale); its
  /// failure, "name@pixel height".
  static func surfaceKey(_ name: String, height: Int) -> String { "\(name)@\(height)" }
  static func decodeKey(_ name: String, height: Int, scale: Int) -> String {
    "\(name)@\(height)@\(scale)"
  }
  static func failureKey(_ name: String, pixelHeight: Int) -> String {
    "\(name)@\(pixelHeight)"
  }

  /// This request's keys (``surfaceKey(_:height:)`` and the others).
  var surfaceKey: String { Self.surfaceKey(name, height: height) }
  var decodeKey: String { Self.decodeKey(name, height: height, scale: scale) }
  var failureKey: String { Self.failureKey(name, pixelHeight: pixelHeight) }

  /// Reads, checks and decodes the file (`ImageDecoder`): on a worker thread.
  func decode() -> Result<Pixbuf, AssetError> {
    do {
      return .success(try ImageDecoder.pixbuf(at: path, height: pixelHeight))
    } catch {
      return .failure(error)
    }
  }
}
