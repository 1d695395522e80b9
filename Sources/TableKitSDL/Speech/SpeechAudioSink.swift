import CSDL2
import Foundation
import Synchronization

/// Where eSpeak NG's samples go: an SDL audio device fed by `SDL_QueueAudio`, so that speech
/// plays through whatever audio driver SDL chose (`SDL_AUDIODRIVER=dummy` in tests and CI).
/// eSpeak calls `receive` on its own synthesis thread, so the sink holds only what is safe
/// there: the device's number (SDL's queue locks the device) and an atomic sample count.
final class SpeechAudioSink: Sendable {
  /// The open device, or 0 when none could be opened (samples are then dropped).
  let device: SDL_AudioDeviceID
  /// Why no device is open, when none is.
  let problem: String?
  /// Samples synthesized so far (also those dropped), for tests and the start line.
  let synthesizedSamples = Atomic<Int>(0)

  /// Opens an audio device for 16-bit mono samples at `sampleRate`, paused until speech.
  init(sampleRate: Int32) {
    guard SDL_WasInit(UInt32(SDL_INIT_AUDIO)) != 0 || SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0
    else {
      device = 0
      problem = "no audio (\(String(cString: SDL_GetError()))): speech is not heard"
      return
    }
    var wanted = SDL_AudioSpec()
    wanted.freq = sampleRate
    wanted.format = SDL_AudioFormat(AUDIO_S16SYS)
    wanted.channels = 1
    wanted.samples = 1024
    var obtained = SDL_AudioSpec()
    let opened = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
    if opened == 0 {
      device = 0
      problem = "no audio device (\(String(cString: SDL_GetError()))): speech is not heard"
    } else {
      device = opened
      problem = nil
    }
  }

  deinit {
    if device != 0 { SDL_CloseAudioDevice(device) }
  }

  /// Queues `count` samples for playing (called on eSpeak's thread).
  func receive(_ samples: UnsafePointer<Int16>, count: Int) {
    assert(count >= 0, "a sample count is not negative")
    synthesizedSamples.add(count, ordering: .relaxed)
    guard device != 0, count > 0 else { return }
    _ = SDL_QueueAudio(device, samples, UInt32(count * MemoryLayout<Int16>.size))
  }

  /// Drops what is queued and not yet played.
  func clear() {
    if device != 0 { SDL_ClearQueuedAudio(device) }
  }

  /// Holds or releases playing.
  func setPaused(_ paused: Bool) {
    if device != 0 { SDL_PauseAudioDevice(device, paused ? 1 : 0) }
  }
}
