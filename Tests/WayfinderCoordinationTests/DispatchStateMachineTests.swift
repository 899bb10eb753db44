import Testing

@testable import WayfinderCoordination

/// The center's decisions, as literal lists of actions.
@Suite struct DispatchStateMachineTests {
  typealias Machine = DispatchStateMachine

  @Test func aLinkRunsAtOnceWhenReadyAndNothingRuns() {
    var machine = Machine(policy: .supersede, timeToLive: .seconds(60))
    #expect(machine.becameReady(at: .zero) == [])
    #expect(machine.received(1, at: .zero) == [.start(1)])
    #expect(machine.finished(1) == [])
    #expect(machine.running == nil)
  }

  @Test func aLinkStartsAtOnceOnlyWhenReadyAndNothingRuns() {
    var machine = Machine(policy: .supersede, timeToLive: .seconds(60))
    let beforeReady = machine.startsAtOnce(1)
    #expect(!beforeReady)
    #expect(machine.running == nil)
    _ = machine.becameReady(at: .zero)
    let whenIdle = machine.startsAtOnce(1)
    #expect(whenIdle)
    #expect(machine.running == 1)
    let whileRunning = machine.startsAtOnce(2)
    #expect(!whileRunning)
    #expect(machine.received(2, at: .zero) == [.cancel(1)])
    #expect(machine.finished(1) == [.start(2)])
  }

  @Test func supersedeCancelsTheRunningLinkAndStartsTheNewestWhenItStops() {
    var machine = Machine(policy: .supersede, timeToLive: .seconds(60))
    _ = machine.becameReady(at: .zero)
    #expect(machine.received(1, at: .zero) == [.start(1)])
    #expect(machine.received(2, at: .zero) == [.cancel(1)])
    // A third before the first has stopped: the second never runs.
    #expect(machine.received(3, at: .zero) == [.end(2, .superseded)])
    #expect(machine.finished(1) == [.start(3)])
    #expect(machine.finished(3) == [])
  }

  @Test func queueRunsLinksInTurn() {
    var machine = Machine(policy: .queue, timeToLive: .seconds(60))
    _ = machine.becameReady(at: .zero)
    #expect(machine.received(1, at: .zero) == [.start(1)])
    #expect(machine.received(2, at: .zero) == [])
    #expect(machine.received(3, at: .zero) == [])
    #expect(machine.finished(1) == [.start(2)])
    #expect(machine.finished(2) == [.start(3)])
  }

  @Test func dropNewEndsTheNewcomer() {
    var machine = Machine(policy: .dropNew, timeToLive: .seconds(60))
    _ = machine.becameReady(at: .zero)
    #expect(machine.received(1, at: .zero) == [.start(1)])
    #expect(machine.received(2, at: .zero) == [.end(2, .superseded)])
    #expect(machine.finished(1) == [])
  }

  @Test func heldLinksOpenTheNewestWithinItsTimeToLive() {
    var machine = Machine(policy: .supersede, timeToLive: .seconds(60))
    #expect(machine.received(1, at: .zero) == [])
    #expect(machine.received(2, at: .seconds(50)) == [])
    #expect(machine.received(3, at: .seconds(55)) == [])
    #expect(machine.becameReady(at: .seconds(100)) == [.end(1, .expired), .end(2, .superseded), .start(3)])
    #expect(machine.becameReady(at: .seconds(101)) == [])
  }

  @Test func heldLinksAllExpired() {
    var machine = Machine(policy: .supersede, timeToLive: .seconds(10))
    _ = machine.received(1, at: .zero)
    #expect(machine.becameReady(at: .seconds(11)) == [.end(1, .expired)])
    #expect(machine.received(2, at: .seconds(12)) == [.start(2)])
  }

  @Test func aFinishedLinkThatIsNotRunningChangesNothing() {
    var machine = Machine(policy: .queue, timeToLive: .seconds(60))
    _ = machine.becameReady(at: .zero)
    _ = machine.received(1, at: .zero)
    #expect(machine.finished(7) == [])
    #expect(machine.running == 1)
  }
}
