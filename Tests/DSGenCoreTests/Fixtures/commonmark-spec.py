# Makes commonmark-spec-0.29.json from the CommonMark spec.txt (CC-BY-SA 4.0; shipped in the
# sdist of PyPI commonmark 0.9.1: pip download --no-deps --no-binary :all: commonmark==0.9.1),
# recording which examples libcmark (Debian libcmark-dev) renders exactly, as the baseline.
# Usage: python3 commonmark-spec.py spec.txt commonmark-spec-0.29.json
import json, re, sys, ctypes
def examples(path):
    out=[]; lines=open(path,encoding='utf-8').read().split('\n')
    state=0; md=[]; html=[]; section=''; start=0; n=0
    for i,l in enumerate(lines, 1):
        if state==0:
            m=re.match(r'^#{1,6} (.*)', l)
            if m: section=m.group(1)
            if re.match(r'^`{32} example', l): state=1; md=[]; html=[]; start=i
        elif state==1:
            if l=='.': state=2
            else: md.append(l)
        elif state==2:
            if re.match(r'^`{32}$', l):
                n+=1; state=0
                out.append({'example':n,'section':section,'start_line':start,
                    'markdown':('\n'.join(md)+'\n' if md else '').replace('→','\t'),
                    'html':('\n'.join(html)+'\n' if html else '').replace('→','\t')})
            else: html.append(l)
    return out
ex=examples(sys.argv[1])
lib=ctypes.CDLL('libcmark.so')
lib.cmark_markdown_to_html.restype=ctypes.c_void_p
lib.cmark_markdown_to_html.argtypes=[ctypes.c_char_p,ctypes.c_size_t,ctypes.c_int]
libc=ctypes.CDLL(None); libc.free.argtypes=[ctypes.c_void_p]
UNSAFE=1<<17
passed=[]
for e in ex:
    b=e['markdown'].encode()
    p=lib.cmark_markdown_to_html(b,len(b),UNSAFE)
    s=ctypes.string_at(p).decode(); libc.free(p)
    if s==e['html']: passed.append(e['example'])
print(len(ex), len(passed), file=sys.stderr)
json.dump({'source':'CommonMark Spec 0.29 (spec.txt of PyPI commonmark 0.9.1), by John MacFarlane, CC-BY-SA 4.0: https://spec.commonmark.org/0.29/',
  'cmarkVersion':'libcmark 0.30.2','cmarkPasses':passed,'examples':ex}, open(sys.argv[2],'w'), indent=1, ensure_ascii=False)
