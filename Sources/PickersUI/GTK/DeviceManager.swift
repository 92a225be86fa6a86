import CGtk

/// The display's `GdkDeviceManager`: the input devices that come and go while the app
/// runs. GTK 3.20 deprecated it for `GdkSeat`, but under Wayland only the device manager
/// hears a device leave (a compositor's seat that loses its touchscreen); under X11 both
/// do. So a device's removal is heard here.
@MainActor
public final class DeviceManager: ObjectRef {
  /// The default display's device manager; nil before GTK has a display.
  public static func current() -> DeviceManager? {
    guard let display = gdk_display_get_default() else { return nil }
    return DeviceManager(UnsafeMutableRawPointer(pickers_device_manager(display)))
  }

  /// "device-removed": `device` (a `GdkDevice`) left. GDK sends no end for a press or a
  /// touch it had under way.
  @discardableResult
  package func onDeviceRemoved(_ handler: @escaping @MainActor (_ device: OpaquePointer) -> Void)
    -> SignalConnection
  {
    connect("device-removed", .pointer) { device in
      if let device { handler(device) }
    }
  }
}
