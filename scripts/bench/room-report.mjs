// Section 18 of docs/benchmarks.md: the room, live (room.mjs, decision 118), its figures (every one
// must exist, or a quick run fails) and its table.

const ms = (n) => `${n < 10 ? n.toFixed(2) : Math.round(n).toLocaleString('en-US')} ms`;
const int = (n) => Math.round(n).toLocaleString('en-US');

const SETUPS = [
  ['single', 'one process (in-process bus, SQLite)'],
  ['two', 'two instances, PostgreSQL + Redis pub/sub, phones split, votes through both'],
];

/**
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addRoomFigures(r, add) {
  for (const [key] of SETUPS) {
    for (const part of ['questions', 'poll']) {
      for (const figure of ['p50Ms', 'p99Ms', 'maxMs', 'missed', 'errors', 'spanMs', 'answerP99Ms'])
        add(`room.${key}.${part}.${figure}`, r.room?.[key]?.[part]?.[figure]);
    }
    add(`room.${key}.questions.counted`, r.room?.[key]?.questions?.counted);
  }
}

/** The section's lines. @param {any} r */
export function renderRoom(r) {
  const heading = '## 18. The room, live: 2,000 phones on /questions, 1,000 votes within ten seconds (decision 118)';
  const room = r.room;
  if (room === undefined) return [heading, '', '_Not measured yet._', ''];
  const { phones, voters } = room.single;
  const row = (key, label, part, what) => {
    const m = room[key][part];
    const verdict = m.p99Ms <= 1000 && m.missed === 0 ? 'met' : '**missed**';
    return `| ${label} | ${what} | ${int(m.spanMs)} ms | ${m.errors} | ${ms(m.answerP99Ms)} | ${ms(m.p50Ms)} | ${ms(m.p99Ms)} | ${ms(m.maxMs)} | ${m.missed} | ${verdict} |`;
  };
  return [
    heading,
    '',
    `${int(phones)} phones and the room's screen hold \`/questions\` open (a stream of \`GET /api/events\` each, read by the bench's own process: its parsing is in the delays); ${int(voters)} attendees, each from its own address (\`TRUST_PROXY=true\`), vote within ten seconds, spread evenly, for the session's ${5} questions (\`PUT /api/questions/{id}/vote\`), then for an open poll (\`PUT /api/polls/{id}/vote\`). Shown: for each vote and each phone, from the vote sent to that phone showing a count that holds it, keeping the count of the newest tally as the page does (a poll's vote: its rank among the answers, a conservative bound). Counts go out at most every 250 ms per question per instance. Target: p99 within 1 s, every count shown. Decision 118.`,
    '',
    '| setup | votes | sent over | refused | answer p99 | shown p50 | shown p99 | the slowest | never shown | p99 ≤ 1 s |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...SETUPS.flatMap(([key, label]) => [
      row(key, label, 'questions', `${int(voters)} on 5 questions`),
      row(key, label, 'poll', `${int(voters)} on a poll`),
    ]),
    '',
    `The questions' counts after the votes: ${int(room.single.questions.counted)} (one process) and ${int(room.two.questions.counted)} (two instances), for ${int(voters)} votes sent; the events of counts a phone received: ${int(room.single.questions.events)} and ${int(room.two.questions.events)}.`,
    '',
  ];
}
