import Foundation

extension View {
  /// The interactions added to the view, in the order they were added, as UIKit's
  /// `interactions`. Setting it removes the old ones and adds the new.
  public var interactions: [any Interaction] {
    get { attachedInteractions }
    set {
      for interaction in attachedInteractions { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Adds `interaction`, taking it from the view it belonged to, as UIKit's
  /// `addInteraction(_:)`; adding it twice to the same view does nothing.
  public func addInteraction(_ interaction: any Interaction) {
    guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    attachedInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction` if it belongs to the view, as UIKit's `removeInteraction(_:)`.
  public func removeInteraction(_ interaction: any Interaction) {
    guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    attachedInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}
