import Foundation

/// Several speech outputs told the same things, in order: a synthesizer and a log.
@MainActor
public final class SpeechOutputGroup: SpeechOutput {
  /// The outputs.
  public let outputs: [SpeechOutput]

  /// Creates a group of `outputs`.
  public init(_ outputs: [SpeechOutput]) { self.outputs = outputs }

  public func speak(_ utterance: String) { for output in outputs { output.speak(utterance) } }
  public func stop() { for output in outputs { output.stop() } }
  public func pause() { for output in outputs { output.pause() } }
  public func resume() { for output in outputs { output.resume() } }
}
