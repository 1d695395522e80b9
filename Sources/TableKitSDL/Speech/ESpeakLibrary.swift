import CESpeakNG
import Foundation

/// eSpeak NG's functions, loaded from its shared library when speech first starts rather than
/// linked: a program that never speaks (the demo, the kiosk outside spoken mode, a snapshot
/// test) neither loads eSpeak and its audio libraries nor needs them installed (issue 32:
/// resident memory and start-up; a kiosk without eSpeak runs, and says why it cannot speak).
struct ESpeakLibrary: Sendable {
  typealias Initialize =
    @convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32
  typealias SynthCallback =
    @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) ->
    Int32
  typealias SetSynthCallback = @convention(c) (SynthCallback?) -> Void
  typealias SetVoiceByProperties =
    @convention(c) (UnsafeMutablePointer<espeak_VOICE>?) -> espeak_ERROR
  typealias SetParameter = @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ERROR
  typealias Synth =
    @convention(c) (
      UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32,
      UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?
    ) -> espeak_ERROR
  typealias Command = @convention(c) () -> espeak_ERROR

  /// The library's file name, as Debian's libespeak-ng1 installs it (the ABI's soname).
  static let fileName = "libespeak-ng.so.1"

  let initialize: Initialize
  let setSynthCallback: SetSynthCallback
  let setVoiceByProperties: SetVoiceByProperties
  let setParameter: SetParameter
  let synth: Synth
  let cancel: Command
  let synchronize: Command
  let terminate: Command

  /// The library, loaded once; the first failure is remembered and thrown again.
  static func shared() throws(SpeechError) -> ESpeakLibrary {
    switch loaded {
    case .success(let library): return library
    case .failure(let error): throw error
    }
  }

  private static let loaded: Result<ESpeakLibrary, SpeechError> = Result { () throws(SpeechError) in
    try ESpeakLibrary(fileName: fileName)
  }

  /// Loads the library `fileName` (tests name one that does not exist).
  init(fileName: String) throws(SpeechError) {
    // Never closed: eSpeak's synthesis thread and its callback live as long as the process.
    guard let handle = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
      throw SpeechError(
        description: "eSpeak NG is not installed (\(reason)): install libespeak-ng1 and "
          + "espeak-ng-data for spoken mode")
    }
    func symbol<Function>(_ name: String, as type: Function.Type) throws(SpeechError) -> Function {
      guard let address = dlsym(handle, name) else {
        throw SpeechError(description: "\(fileName) has no \(name): is it eSpeak NG 1.49 or later?")
      }
      return unsafeBitCast(address, to: type)
    }
    initialize = try symbol("espeak_Initialize", as: Initialize.self)
    setSynthCallback = try symbol("espeak_SetSynthCallback", as: SetSynthCallback.self)
    setVoiceByProperties = try symbol("espeak_SetVoiceByProperties", as: SetVoiceByProperties.self)
    setParameter = try symbol("espeak_SetParameter", as: SetParameter.self)
    synth = try symbol("espeak_Synth", as: Synth.self)
    cancel = try symbol("espeak_Cancel", as: Command.self)
    synchronize = try symbol("espeak_Synchronize", as: Command.self)
    terminate = try symbol("espeak_Terminate", as: Command.self)
  }
}
