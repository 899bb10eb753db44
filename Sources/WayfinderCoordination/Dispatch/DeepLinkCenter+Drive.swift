@_spi(Internals) import WayfinderNavigation

// The shell of the machine and the journeys: the work's tasks, the journeys' effects performed
// and their events fed back, the machine's actions performed. Nothing here decides.
extension DeepLinkCenter {
  /// Hands a piece of work to the machine, before it returns: the ticket has its outcome once
  /// it has one.
  func submit(
    _ subject: WorkSubject, _ kind: DispatchMachine.Kind, _ journey: @escaping @MainActor () -> Journey,
    hook: (@MainActor (InterruptionResult) async -> InterruptionFollowUp)? = nil
  ) -> LinkTicket {
    submitJob(subject, kind, journey, drivenHere: false, hook: hook).ticket
  }

  /// ``submit(_:_:_:hook:)``, returning the job: when `drivenHere` and the machine runs it at
  /// once, no task is made for it (``Job/isDrivenHere``): the caller drives it
  /// (``drive(here:)``).
  func submitJob(
    _ subject: WorkSubject, _ kind: DispatchMachine.Kind, _ journey: @escaping @MainActor () -> Journey,
    drivenHere: Bool, hook: (@MainActor (InterruptionResult) async -> InterruptionFollowUp)? = nil
  ) -> Job {
    takeInbox()
    let job = enqueue(subject, journey, hook: hook)
    if drivenHere { submittedHere = job.id }
    defer { submittedHere = nil }
    perform(machine.received(job.id, kind, at: now()))
    return job
  }

  /// Drives `job` in the caller's task, once it runs, to its end: what `open` does for a link
  /// that runs as it arrives. No task is started and none resumed, so the link crosses to no
  /// other task. The caller's cancellation does not stop the link: the center's waits do not
  /// look at it, and the navigators' transitions run on.
  func drive(here job: Job) async {
    guard job.isDrivenHere, let worker = job.worker else { return }
    await activity.run(worker) { await self.drive(job) }
  }

  /// Reports `outcome` for work that ends as it arrives, and returns its ticket.
  func ended(_ subject: WorkSubject, _ outcome: LinkOutcome) -> LinkTicket {
    report(subject, outcome)
    activity.changed()
    return LinkTicket(ended: outcome)
  }

  /// Makes a piece of work the machine can be told of.
  func enqueue(
    _ subject: WorkSubject, _ journey: @escaping @MainActor () -> Journey,
    hook: (@MainActor (InterruptionResult) async -> InterruptionFollowUp)? = nil
  ) -> Job {
    nextID += 1
    let job = Job(id: nextID, subject: subject, journey: journey, hook: hook)
    jobs[job.id] = job
    return job
  }

  /// Performs the machine's actions, in order. The only place where its decisions take effect.
  func perform(_ actions: [DispatchMachine.Action]) {
    for action in actions {
      switch action {
      case .run(let id):
        guard let job = jobs[id] else { continue }
        // Counted as running from now, before its task has run at all (`idle()`).
        if id == submittedHere {
          job.worker = activity.worker()
          job.isDrivenHere = true
        } else {
          (job.worker, job.task) = activity.start { [weak self] in await self?.drive(job) }
        }
        job.post(.event(.start))
      case .stop(let id):
        // The step under way finishes, as a transition on screen does; the work stops at the
        // boundary after it (the machine's phase says so). A resolver it awaits is abandoned.
        jobs[id]?.race?.settle(.cancelled)
      case .resumeGuard(let id, let result): jobs[id]?.post(.event(.guardEnded(result)))
      case .resumeInterruption(let id, let result): jobs[id]?.post(.event(.flowEnded(result)))
      case .resumeClose(let id, let answer): jobs[id]?.post(.event(.closeAnswered(answer)))
      case .startTimer(let id, let limit):
        // The limit counts from now, when the wait begins, whenever the timer's task runs.
        jobs[id]?.startTimer(until: now() + limit, in: activity, sleepUntil: sleepUntil) { [weak self] in
          guard let self else { return }
          self.perform(self.machine.timerFired(id))
        }
      case .cancelTimer(let id): jobs[id]?.cancelTimer(in: activity)
      case .end(let id, let ending): finish(id, ending.outcome)
      case .askToClose(_, let id): ask(toClose: id)
      case .closeGuardScreen(let name, let screen):
        let job = enqueue(.guardScreen(name)) { Journey(.guardScreen, Journey.CloseGuardScreenFrame(screen)) }
        perform(machine.received(job.id, .guardScreen, at: now()))
      }
    }
    activity.changed()
  }

  /// Reports a piece of work's outcome, once, and lets the next run.
  func finish(_ id: Int, _ outcome: LinkOutcome) {
    guard let job = jobs.removeValue(forKey: id) else { return }
    job.close()
    job.cancelTimer(in: activity)
    report(job.subject, outcome)
    perform(machine.finished(id))
    // Last, with the machine on to the next work: what the ticket's holder does then (say the
    // app is ready, after a launch's restoration) finds the center as it is from now on.
    activity.hop(job.ticket.awaiting)
    job.ticket.end(outcome)
  }

  /// The work's task: performs each effect its journey asks for and feeds back what came of
  /// it, until the work ends.
  private func drive(_ job: Job) async {
    while let mail = await job.next() {
      journeyResumed?()
      switch mail {
      case .effect(let effect):
        let event = await execute(effect, for: job)
        journeyResumed?()
        advance(job, event)
      case .event(let event): advance(job, event)
      }
    }
  }

  /// What is true now, for the journey of the work `id`.
  func facts(for id: Int) -> Journey.Facts {
    Journey.Facts(
      state: navigator.state,
      passing: GuardAnswers(rules.guardNames) { rules.orderedGuards[$0].isSatisfied() },
      cancelled: machine.isCancelled(id),
      vetoed: (navigator as? any ReadsDismissalVetoes)?.dismissalVetoes ?? [])
  }

  /// Feeds `event` to the work's journey and does what it asks: the hand-offs, then its next
  /// effect (for the work's task), its wait (for the machine), or its outcome.
  private func advance(_ job: Job, _ event: Journey.Event) {
    var event = event
    if case .start = event { job.start() }
    // One moment: nothing changes the screen or the guards until the journey asks for an effect.
    let facts = facts(for: job.id)
    while jobs[job.id] === job, let next = job.journey?.advance(event, facts, rules) {
      for output in job.journey?.takeOutputs() ?? [] {
        if case .leaves(let flow) = output { machine.leaves(flow) } else { handoffs.hand(output) }
      }
      switch next {
      case .effect(let effect):
        job.post(.effect(effect))
        return
      case .takeLeftovers:
        event = .leftovers(Closing(machine.takeLeftovers()))
      case .wait(.forGuard(let wait)):
        perform(machine.waitsForGuard(job.id, wait))
        return
      case .wait(.toClose(let screen)):
        perform(machine.asksToClose(job.id, screen))
        return
      case .wait(.untilClosed(let screen, let limit)):
        perform(machine.holdsToClose(job.id, screen, limit: limit))
        return
      case .wait(.forFlow(let flow)):
        perform(machine.interrupted(job.id, flow))
        return
      case .finished(let outcome):
        // However the work ended, the coordinators of what it closed on the way end too.
        handoffs.prune(.replacedByLink)
        finish(job.id, outcome)
        return
      }
    }
  }

  /// Performs one of a journey's effects, returning what came of it.
  private func execute(_ effect: Journey.Effect, for job: Job) async -> Journey.Event {
    switch effect {
    case .read:
      _ = await navigator.snapshot()
      // The changes the reading found are taken by the machine first.
      takeInbox()
      return .read
    case .resolve(let timeout, let resolver):
      let race = Race()
      job.race = race
      let outcome = await race.run(resolver, until: now() + timeout, sleepUntil: sleepUntil)
      job.race = nil
      return .resolved(outcome)
    case .perform(let steps):
      let id = job.id
      let report = await navigator.perform(
        steps,
        stoppingWhen: { [weak self] in
          self?.machine.isCancelled(id) ?? true
        })
      return .performed(report)
    case .hook(let result):
      return .hookAnswered(await job.hook?(result) ?? .restore())
    case .action(let body):
      do {
        try await body()
        return .appRan(failure: nil)
      } catch {
        return .appRan(failure: "\(error)")
      }
    case .findResponder(let request):
      job.responder = coordinators?.firstResponder(for: request)
      _ = job.responder?.becomeFirstResponder()
      return .responder(container: job.responder?.container)
    case .respond(let request):
      await job.responder?.respond(to: request)
      return .appRan(failure: nil)
    }
  }
}
