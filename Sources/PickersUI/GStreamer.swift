import CGtk

#if canImport(Glibc)
  import Glibc
#endif

/// The few GStreamer functions the sound player needs, resolved with `dlopen`/`dlsym` on
/// the first sound. GStreamer is not linked: the window's start-up neither loads nor
/// relocates libgstreamer and its dependencies, and a machine without it runs silently
/// instead of failing to start. The types and
/// constants come from `Sources/CGtk/gstreamer.h`.
struct GStreamer: Sendable {
  typealias Element = OpaquePointer
  typealias InitCheck =
    @convention(c) (
      UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
      UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> gboolean
  typealias FactoryMake =
    @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) ->
    Element?
  typealias SetState = @convention(c) (Element?, Int32) -> Int32
  typealias GetBus = @convention(c) (Element?) -> OpaquePointer?
  typealias SignalWatch = @convention(c) (OpaquePointer?) -> Void
  typealias Unref = @convention(c) (gpointer?) -> Void
  typealias ParseMessage =
    @convention(c) (
      OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?,
      UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
    ) -> Void
  typealias SeekSimple = @convention(c) (Element?, Int32, Int32, gint64) -> gboolean

  let initCheck: InitCheck
  let elementFactoryMake: FactoryMake
  let elementSetState: SetState
  let elementGetBus: GetBus
  let busAddSignalWatch: SignalWatch
  let busRemoveSignalWatch: SignalWatch
  let objectUnref: Unref
  let messageParseError: ParseMessage
  let messageParseWarning: ParseMessage
  let elementSeekSimple: SeekSimple

  /// The shared library's name (Debian's libgstreamer1.0-0).
  static let library = "libgstreamer-1.0.so.0"

  /// Loads GStreamer, or says why it could not.
  static func load() -> Result<GStreamer, LoadError> {
    guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
      return .failure(LoadError(reason: dlerror().map { String(cString: $0) } ?? library))
    }
    func symbol<F>(_ name: String, _ type: F.Type) throws(LoadError) -> F {
      guard let address = dlsym(handle, name) else {
        throw LoadError(reason: "\(library) has no \(name)")
      }
      return unsafeBitCast(address, to: type)
    }
    do throws(LoadError) {
      return .success(
        GStreamer(
          initCheck: try symbol("gst_init_check", InitCheck.self),
          elementFactoryMake: try symbol("gst_element_factory_make", FactoryMake.self),
          elementSetState: try symbol("gst_element_set_state", SetState.self),
          elementGetBus: try symbol("gst_element_get_bus", GetBus.self),
          busAddSignalWatch: try symbol("gst_bus_add_signal_watch", SignalWatch.self),
          busRemoveSignalWatch: try symbol("gst_bus_remove_signal_watch", SignalWatch.self),
          objectUnref: try symbol("gst_object_unref", Unref.self),
          messageParseError: try symbol("gst_message_parse_error", ParseMessage.self),
          messageParseWarning: try symbol("gst_message_parse_warning", ParseMessage.self),
          elementSeekSimple: try symbol("gst_element_seek_simple", SeekSimple.self)))
    } catch {
      dlclose(handle)
      return .failure(error)
    }
  }

  /// Why GStreamer could not be loaded.
  struct LoadError: Error {
    let reason: String
  }
}
