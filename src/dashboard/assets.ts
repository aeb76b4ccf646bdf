/** The dashboard's whole stylesheet, inlined: one request, no external assets. */
export const STYLE = `
*{box-sizing:border-box}body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1a202c;background:#f7fafc}
header{display:flex;gap:1rem;align-items:center;justify-content:space-between;padding:.75rem 1.25rem;background:#1a202c;color:#fff}
header h1{font-size:1.1rem;margin:0}header form{display:flex;gap:.5rem;align-items:center}
main{max-width:1100px;margin:0 auto;padding:1rem 1.25rem}section{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:1rem;margin:0 0 1rem}
h2{font-size:1rem;margin:0 0 .5rem}.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:.75rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:.75rem}.card b{display:block;font-size:1.4rem}
.chart,.timeline{width:100%;height:auto;display:block}.hbar{width:200px;height:10px}
.legend span{margin-right:1rem}.legend i{display:inline-block;width:.8rem;height:.8rem;margin-right:.3rem;border-radius:2px;vertical-align:-1px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #edf2f7;vertical-align:top}
td.sig{font:12px ui-monospace,monospace;color:#4a5568}td.why{max-width:22rem;color:#4a5568}
.error{background:#fff5f5;border:1px solid #feb2b2;color:#9b2c2c;padding:.6rem .8rem;border-radius:6px}
.signin{max-width:26rem;margin:4rem auto}.signin label{display:block;margin:.5rem 0}.signin input{width:100%;padding:.5rem}
button,select,input,textarea{font:inherit}button{padding:.35rem .8rem;cursor:pointer}
textarea{width:100%;min-height:4rem;padding:.5rem}pre{background:#1a202c;color:#e2e8f0;padding:.75rem;border-radius:6px;overflow:auto;max-height:24rem}
.muted{color:#718096}.ok{color:#2f855a}
`;

/**
 * The only script: keeps the key in sessionStorage (never in a URL or the
 * page), re-posts it to keep the session across reloads, and drives the
 * interactive parts (try a message, feedback) against the public API.
 * Everything read-only renders without it.
 */
export const SCRIPT = `(()=>{
const K="router.dashboard.key",S=sessionStorage,$=(q)=>document.querySelector(q),key=()=>S.getItem(K);
const signin=$("form[data-signin]");
if(signin){
  if($(".error"))S.removeItem(K);
  signin.addEventListener("submit",()=>{const v=signin.elements.key.value;if(v)S.setItem(K,v)});
  if(key()&&!$(".error")){signin.elements.key.value=key();signin.submit()}
  return;
}
document.querySelectorAll("form[data-keyed]").forEach((f)=>{const k=f.elements.key;if(k&&key()){k.value=key();k.closest("label").hidden=true}});
$("#signout")?.addEventListener("click",()=>S.removeItem(K));
const api=(path,body)=>fetch(path,{method:"POST",headers:{authorization:"Bearer "+key(),"content-type":"application/json"},body:JSON.stringify(body)}).then(async(r)=>({status:r.status,json:await r.json()}));
const tryForm=$("#try");
tryForm?.addEventListener("submit",async(e)=>{e.preventDefault();
  const out=$("#try-out"),head=$("#try-head");out.hidden=false;out.textContent="…";
  const r=await api("/v1/assess",{message:tryForm.elements.message.value});
  const j=r.json;
  head.textContent=r.status===200?j.tier+" → "+j.assessment.complexity+" / "+j.assessment.action+(j.tools.length?" · tools: "+j.tools.slice(0,5).join(", "):" · no tools")+" · "+j.decision_id:(j.error?j.error.message:"HTTP "+r.status);
  out.textContent=JSON.stringify(j,null,2);});
document.querySelectorAll("button[data-feedback]").forEach((b)=>b.addEventListener("click",async()=>{
  const id=b.dataset.feedback,sel=document.getElementById("fb-"+id),msg=document.getElementById("fbm-"+id);
  const r=await api("/v1/feedback",{decision_id:id,complexity:sel.value});
  msg.textContent=r.status===201?(r.json.agrees?"✓ agrees":"✓ saved"):(r.json.error?r.json.error.message:"HTTP "+r.status);
  msg.className=r.status===201?"ok":"error";}));
})();`;
