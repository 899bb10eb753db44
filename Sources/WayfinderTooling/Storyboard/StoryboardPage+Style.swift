extension StoryboardPage {
  /// The page's styles, light and dark; fonts are the system's, named generically.
  static let style = """
    :root{color-scheme:light dark;--page:#f2f2f7;--card:#fff;--ink:#1c1c1e;--sub:#6c6c70;--line:#d1d1d6;\
    --tint:#007aff;--bad:#c4001a;--badbg:#fff0f1;--ok:#1f7a35;--warn:#a04800;\
    --s-bg:#fff;--s-bar:#f7f7f8;--s-sep:#c6c6c8;--s-text:#000;--s-sec:#8a8a8e;--s-grouped:#f2f2f7;--s-fill:#fff;\
    --s-skel:#e3e3e8;--s-dim:rgba(0,0,0,.38);--s-bezel:#1d1d1f;--s-alert:#f2f2f2;--s-grabber:#c7c7cc;\
    --s-foreign:#fff7e6;--s-foreign-line:#d28a00}
    @media (prefers-color-scheme:dark){:root{--page:#000;--card:#1c1c1e;--ink:#f2f2f7;--sub:#98989f;--line:#38383a;\
    --tint:#0a84ff;--bad:#ff6b6b;--badbg:#3a1214;--ok:#4cd964;--warn:#ffb340;\
    --s-bg:#000;--s-bar:#161617;--s-sep:#38383a;--s-text:#fff;--s-sec:#8d8d93;--s-grouped:#000;--s-fill:#1c1c1e;\
    --s-skel:#2c2c2e;--s-dim:rgba(0,0,0,.55);--s-bezel:#3a3a3c;--s-alert:#2c2c2e;--s-grabber:#5a5a5e;\
    --s-foreign:#2a2110;--s-foreign-line:#d28a00}}
    *{box-sizing:border-box}
    body{margin:0;padding:24px 28px 48px;background:var(--page);color:var(--ink);\
    font:14px/1.4 system-ui,-apple-system,"Helvetica Neue",Arial,sans-serif}
    header h1{font-size:22px;margin:0 0 4px;overflow-wrap:anywhere}
    .sub{margin:0;color:var(--sub)}.hint{margin:4px 0 20px;color:var(--sub);font-size:12px}
    .bad{color:var(--bad)}
    .frames{display:flex;flex-wrap:wrap;gap:22px;align-items:flex-start}
    .frame{margin:0;width:244px;background:var(--card);border-radius:18px;padding:12px;\
    border:1px solid var(--line);outline:none}
    body.regular .frame{width:520px}
    .frame.current,.frame:focus-visible{box-shadow:0 0 0 3px var(--tint)}
    .frame.failed{border:2px solid var(--bad);background:var(--badbg)}
    .picture svg{display:block;width:100%;height:auto}
    figcaption{margin-top:10px;font-size:13px;overflow-wrap:anywhere}
    .head{display:flex;gap:8px;align-items:baseline}
    .number{flex:none;font-weight:700;color:var(--sub);font-variant-numeric:tabular-nums}
    .actor{min-width:0;font:12px ui-monospace,"DejaVu Sans Mono",Menlo,monospace;color:var(--tint)}
    .action{font-weight:600;margin-top:2px}
    .meta{color:var(--sub);font-size:12px;margin-top:4px}
    .pill{display:inline-block;padding:0 7px;border-radius:9px;border:1px solid var(--line);font-size:11px}
    .pill.anim{border-color:var(--tint);color:var(--tint)}.pill.flow{border-color:var(--warn);color:var(--warn)}
    .outcome{margin-top:6px;font-weight:600}.outcome.ok{color:var(--ok)}.outcome.warn{color:var(--warn)}\
    .outcome.bad{color:var(--bad)}
    .check.ok{margin-top:6px;color:var(--ok);font-size:12px}
    .failure{margin-top:6px;color:var(--bad);font-weight:600;white-space:pre-wrap}
    table.checks{margin-top:8px;border-collapse:collapse;width:100%;font-size:12px;color:var(--bad)}
    table.checks caption{text-align:left;font-weight:700;padding-bottom:2px}
    table.checks th,table.checks td{border-top:1px solid var(--bad);padding:3px 4px;text-align:left;vertical-align:top}
    table.checks thead th{border-top:none;font-weight:600}
    td.expected{font-weight:700}
    .s-bg{fill:var(--s-bg)}.s-bar{fill:var(--s-bar)}.s-sep{fill:var(--s-sep)}.s-text{fill:var(--s-text)}\
    .s-sec{fill:var(--s-sec)}.s-grouped{fill:var(--s-grouped)}.s-fill{fill:var(--s-fill)}.s-skel{fill:var(--s-skel)}\
    .s-dim{fill:var(--s-dim)}.s-bezel{fill:var(--s-bezel)}.s-island{fill:#000}.s-alert{fill:var(--s-alert)}\
    .s-grabber{fill:var(--s-grabber)}.s-tint{fill:var(--tint)}.s-tint-fill{fill:var(--tint)}\
    .s-text-fill{fill:var(--s-text)}.s-on-tint{fill:#fff}\
    .s-tint-stroke{stroke:var(--tint)}.s-sec-stroke{stroke:var(--s-sec)}.s-text-stroke{stroke:var(--s-text)}\
    .s-on-tint-stroke{stroke:#fff}.s-foreign{fill:var(--s-foreign);stroke:var(--s-foreign-line);stroke-width:2}\
    .s-mono{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,monospace}
    """

  /// Keyboard stepping: ← → (and ↑ ↓) move from picture to picture, Home and End to the first
  /// and last, F to the next picture marked failed.
  static let script = """
    (function(){var f=[].slice.call(document.querySelectorAll('figure.frame'));var i=-1;\
    function go(n){if(!f.length)return;i=Math.max(0,Math.min(f.length-1,n));\
    f.forEach(function(e,k){e.classList.toggle('current',k===i)});f[i].focus({preventScroll:true});\
    f[i].scrollIntoView({block:'nearest',inline:'nearest'})}\
    f.forEach(function(e,k){e.addEventListener('focus',function(){i=k;\
    f.forEach(function(x,j){x.classList.toggle('current',j===k)})})});\
    document.addEventListener('keydown',function(e){if(e.altKey||e.ctrlKey||e.metaKey)return;var k=e.key;\
    if(k==='ArrowRight'||k==='ArrowDown'){go(i+1);e.preventDefault()}\
    else if(k==='ArrowLeft'||k==='ArrowUp'){go(i<0?0:i-1);e.preventDefault()}\
    else if(k==='Home'){go(0);e.preventDefault()}else if(k==='End'){go(f.length-1);e.preventDefault()}\
    else if(k==='f'||k==='F'){for(var j=1;j<=f.length;j++){var n=(i+j)%f.length;\
    if(f[n].classList.contains('failed')){go(n);break}}}})})();
    """
}
